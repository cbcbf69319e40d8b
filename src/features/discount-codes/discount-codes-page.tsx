import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { HotelPackage } from '../../../contract/hotel-products.ts';
import {
  discountCodesQuery,
  useDeleteDiscountCode,
  useSaveDiscountCode,
} from '../../entities/discount-codes/discount-code-queries.ts';
import { hotelPackagesQuery } from '../../entities/hotel-packages/hotel-package-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { AttachedPackagesPanel, type PackageChoice } from './attached-packages-panel.tsx';
import { discountCodeColumns } from './discount-code-columns.tsx';
import { discountCodeForm } from './discount-code-form.tsx';

/** A hotel package as a choice to attach: its clock id and name. */
const asChoices = (packages: HotelPackage[]): PackageChoice[] =>
  packages.map(({ clockId, name }) => ({ clockId, name }));

/** Discount codes (spec sections 2 and 4): expandable rows with their hotel packages, inline edit and a new row at the top. */
export function DiscountCodesPage() {
  const intl = useIntl();
  const list = useQuery(discountCodesQuery);
  const choices = useQuery({ ...hotelPackagesQuery, select: asChoices });
  const online = useOnline();
  const save = useSaveDiscountCode();
  const remove = useDeleteDiscountCode();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const codes = list.isError ? undefined : list.data;

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = discountCodeColumns(intl, expanded, toggle);
  const form = useMemo(() => discountCodeForm(codes ?? [], intl), [codes, intl]);
  const title = intl.formatMessage({ id: 'products.discountCodes.title', defaultMessage: 'Discount codes' });

  return (
    <section className="p-3 md:p-6">
      <InlineCrudTable
        history={{ resource: 'discount_codes' }}
        label={title}
        columns={columns}
        rows={list.isError ? [] : codes}
        read={list}
        rowKey={(c) => c.id}
        rowName={(c) => c.code}
        loading={list.isFetching}
        emptyText={intl.formatMessage({
          id: 'products.discountCodes.empty',
          defaultMessage: 'No discount codes yet.',
        })}
        online={online}
        form={form}
        onSave={(input, c) => save.mutateAsync({ ...input, version: c?.version })}
        onDelete={(c) => remove.mutateAsync(c)}
        deleteTitle={intl.formatMessage({
          id: 'products.discountCodes.deleteTitle',
          defaultMessage: 'Delete discount code',
        })}
        below={(c) =>
          expanded.has(c.id) && (
            <tr className="border-b border-gray-100 bg-gray-50">
              <td colSpan={columns.length + 1} className="p-3">
                <AttachedPackagesPanel code={c} choices={choices.data ?? []} online={online} />
              </td>
            </tr>
          )
        }
      >
        {({ start, busy }) => (
          <PageTitle actions={<AddAction online={online} disabled={busy} onClick={start} />}>{title}</PageTitle>
        )}
      </InlineCrudTable>
    </section>
  );
}
