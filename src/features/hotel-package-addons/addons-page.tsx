import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { addonsQuery, useDeleteAddon } from '../../entities/addons/addon-queries.ts';
import { catalogueAdd } from '../../entities/search/catalogue-picker.tsx';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { nextPosition } from '../../ui/ordering.ts';
import { RecordListPage } from '../../ui/record-list-page.tsx';
import { addonColumns } from './addon-columns.tsx';
import { ADDON_DRAFT_KEY, addonValuesFromHit, type AddonFormValues } from './addon-form-schema.ts';
import { ADDONS_LIST } from './addon-form.tsx';
import { AddonRestrictionsDialog } from './addon-restrictions-dialog.tsx';

/**
 * Hotel package add-ons (spec section 2): the list, restrictions edited in place, edit on a page, delete; Add picks
 * a catalogue add-on not configured yet, held as a draft (listed after the others) while /hotelpackageaddons/new opens.
 */
export function AddonsPage() {
  const intl = useIntl();
  const list = useQuery(addonsQuery);
  const online = useOnline();
  const [restrictionsOf, setRestrictionsOf] = useState<string | null>(null);
  const addons = list.data ?? [];
  const editing = addons.find((a) => a.clockId === restrictionsOf);
  const columns = useMemo(() => addonColumns(intl, (a) => setRestrictionsOf(a.clockId)), [intl]);

  return (
    <RecordListPage
      title={intl.formatMessage({ id: 'products.addons.title', defaultMessage: 'Hotel package addons' })}
      emptyText={intl.formatMessage({ id: 'products.addons.empty', defaultMessage: 'No hotel package addons yet.' })}
      read={list}
      columns={columns}
      rowId={(a) => a.clockId}
      rowName={(a) => a.name}
      editPath={(a) => `${ADDONS_LIST}/${encodeURIComponent(a.clockId)}`}
      deleteTitle={intl.formatMessage({
        id: 'products.addons.deleteTitle',
        defaultMessage: 'Delete hotel package addon',
      })}
      remove={useDeleteAddon()}
      online={online}
      addWaitsForList
      add={catalogueAdd<AddonFormValues>({
        kind: 'hotelpackageaddons',
        title: intl.formatMessage({ id: 'products.addons.add', defaultMessage: 'Add hotel package addon' }),
        noun: intl.formatMessage({ id: 'products.addons.pickerNoun', defaultMessage: 'add-ons' }),
        searchErrorType: intl.formatMessage({
          id: 'products.addons.searchErrorType',
          defaultMessage: 'hotel package addons',
        }),
        placeholder: intl.formatMessage({
          id: 'products.addons.pickerPlaceholder',
          defaultMessage: 'Name or clock id',
        }),
        exclude: addons.map((a) => a.clockId),
        draftKey: ADDON_DRAFT_KEY,
        toDraft: (hit) => addonValuesFromHit(hit, nextPosition(addons)),
        to: `${ADDONS_LIST}/new`,
      })}
    >
      {editing && (
        <AddonRestrictionsDialog
          key={editing.clockId}
          addon={editing}
          online={online}
          onClose={() => setRestrictionsOf(null)}
        />
      )}
    </RecordListPage>
  );
}
