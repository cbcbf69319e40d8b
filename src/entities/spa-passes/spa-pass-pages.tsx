import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FrequentVisitorPass } from '../../../contract/spa.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { RecordEditPage } from '../../ui/record-edit-page.tsx';
import { RecordListPage } from '../../ui/record-list-page.tsx';
import { catalogueAdd } from '../search/catalogue-picker.tsx';
import { pickedProduct, type PickedProduct } from '../search/catalogue-product.tsx';
import type { SpaPassKind } from './spa-pass-kinds.ts';
import { SpaPassForm, type SpaPassFormProps } from './spa-pass-form.tsx';
import { newSpaPassValues, spaPassValues } from './spa-pass-form-schema.ts';
import { spaPassesQuery, spaPassQuery, useDeleteSpaPass } from './spa-pass-queries.ts';

/** A pass list (spec section 2): the configured ones, add through the spa system's picker, edit on a page, delete. */
export function SpaPassListPage<P extends FrequentVisitorPass>({
  kind,
  columns,
}: {
  kind: SpaPassKind<P>;
  columns: ReadonlyArray<Column<P>>;
}) {
  const intl = useIntl();
  const { texts } = kind;
  return (
    <RecordListPage<P, number>
      title={intl.formatMessage(texts.title)}
      label={intl.formatMessage(texts.list)}
      emptyText={intl.formatMessage(texts.empty)}
      read={useQuery(spaPassesQuery(kind))}
      columns={columns}
      rowId={(p) => p.brpProductId}
      rowName={(p) => p.displayName}
      editPath={(p) => `${kind.listPath}/${p.brpProductId}`}
      deleteTitle={intl.formatMessage(texts.deleteTitle)}
      remove={useDeleteSpaPass(kind)}
      online={useOnline()}
      addWaitsForList
      add={catalogueAdd<PickedProduct>({
        kind: kind.searchKind,
        title: intl.formatMessage(texts.add),
        noun: intl.formatMessage(texts.pickerNoun),
        draftKey: kind.draftKey,
        toDraft: pickedProduct,
        to: `${kind.listPath}/new`,
      })}
    />
  );
}

/** A brp product id is a number: anything else is no pass (and never asked for). */
const brpProductId = (text: string) => (/^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null);

/**
 * `{list}/new` (from the draft the list's picker held) and `{list}/{brpProductId}`. Without a draft, or with an id
 * that is not a configured pass, it goes back to the list.
 */
export function SpaPassEditPage<P extends FrequentVisitorPass>({
  kind,
  sections,
}: {
  kind: SpaPassKind<P>;
  sections?: SpaPassFormProps['sections'];
}): ReactNode {
  const intl = useIntl();
  const { texts } = kind;
  const useRecord = (id: number) => useQuery(spaPassQuery(kind, id));
  return (
    <RecordEditPage<P, number, PickedProduct>
      listPath={kind.listPath}
      parseId={brpProductId}
      useRecord={useRecord}
      history={{ resource: kind.historyResource, what: (p) => p.displayName }}
      title={(p) => (p ? intl.formatMessage(texts.editTitle, { name: p.displayName }) : intl.formatMessage(texts.name))}
      form={(p) => (
        <SpaPassForm
          kind={kind}
          initial={spaPassValues(p)}
          brpProductNumber={p.brpProductNumber}
          isNew={false}
          sections={sections}
        />
      )}
      create={{
        draft: {
          draftKey: kind.draftKey,
          valid: (picked) => Number.isInteger(picked.brpProductId) && picked.brpProductId > 0,
          title: (picked) => intl.formatMessage(texts.newTitle, { id: picked.brpProductId }),
          children: (picked) => (
            <SpaPassForm
              key="new"
              kind={kind}
              initial={newSpaPassValues(picked)}
              brpProductNumber={null}
              isNew
              sections={sections}
            />
          ),
        },
      }}
    />
  );
}
