import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { SpecialCode } from '../../../contract/codes.ts';
import {
  specialCodesQuery,
  useDeleteSpecialCode,
  useSaveSpecialCode,
} from '../../entities/special-codes/special-code-queries.ts';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { formatTableDate } from '../../ui/table-date.ts';
import { specialCodeForm, stamp } from './special-code-form.tsx';

const columnsOf = (intl: IntlShape): ReadonlyArray<Column<SpecialCode>> => [
  {
    id: 'specialCode',
    header: intl.formatMessage({ id: 'products.specialCodes.code', defaultMessage: 'Special code' }),
    cell: (c) => c.specialCode,
  },
  {
    id: 'activeFrom',
    header: intl.formatMessage({ id: 'products.specialCodes.activeFrom', defaultMessage: 'Active from' }),
    cell: (c) => formatTableDate(c.activeFrom),
    className: 'whitespace-nowrap',
  },
  {
    id: 'activeTo',
    header: intl.formatMessage({ id: 'products.specialCodes.activeTo', defaultMessage: 'Active to' }),
    cell: (c) => formatTableDate(c.activeTo),
    className: 'whitespace-nowrap',
  },
  {
    id: 'created',
    header: intl.formatMessage({ id: 'products.specialCodes.created', defaultMessage: 'Created' }),
    cell: (c) => stamp(c.createdAt, c.createdBy),
    className: 'text-sm',
  },
  {
    id: 'updated',
    header: intl.formatMessage({ id: 'products.specialCodes.updated', defaultMessage: 'Updated' }),
    cell: (c) => stamp(c.updatedAt, c.updatedBy),
    className: 'text-sm',
  },
];

/** The package's special codes: view, per-row edit, a new row at the bottom (unsaved until saved), confirmed delete. */
export function SpecialCodesTable({ clockId }: { clockId: string }) {
  const intl = useIntl();
  const titleId = useId();
  const codes = useQuery(specialCodesQuery(clockId));
  const online = useOnline();
  const save = useSaveSpecialCode();
  const remove = useDeleteSpecialCode();
  const columns = useMemo(() => columnsOf(intl), [intl]);
  const form = useMemo(() => specialCodeForm(clockId, intl), [clockId, intl]);
  const title = intl.formatMessage({ id: 'products.specialCodes.title', defaultMessage: 'Special codes' });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <InlineCrudTable
        history={{ resource: 'special_codes' }}
        label={title}
        columns={columns}
        rows={codes.isError ? [] : codes.data}
        read={codes}
        rowKey={(c) => c.id}
        rowName={(c) => c.specialCode}
        loading={codes.isFetching}
        emptyText={intl.formatMessage({ id: 'products.specialCodes.empty', defaultMessage: 'No special codes yet.' })}
        online={online}
        form={form}
        // An update carries the code's id and its creation stamp.
        onSave={(input, c) =>
          save.mutateAsync({
            ...input,
            id: c?.id,
            createdBy: c?.createdBy,
            createdAt: c?.createdAt,
            version: c?.version,
          })
        }
        onDelete={(c) => remove.mutateAsync(c)}
        deleteTitle={intl.formatMessage({
          id: 'products.specialCodes.deleteTitle',
          defaultMessage: 'Delete special code',
        })}
        newRowAt="bottom"
      >
        {({ start, busy }) => (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={titleId} className="text-xl font-normal text-primary-900">
              {title}
            </h2>
            <div className="flex items-center gap-2">
              <AddAction online={online} disabled={busy} onClick={start}>
                {intl.formatMessage({ id: 'products.specialCodes.add', defaultMessage: 'Add special code' })}
              </AddAction>
            </div>
          </div>
        )}
      </InlineCrudTable>
    </section>
  );
}
