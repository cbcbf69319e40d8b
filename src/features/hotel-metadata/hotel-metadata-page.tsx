import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HotelMetadata } from '../../../contract/hotel-metadata.ts';
import { hotelMetadataQuery } from '../../entities/hotel-metadata/hotel-metadata-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { HistoryButton } from '../../ui/history/history-button.tsx';
import { labelsFrom } from '../../ui/history/history-values.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { metadataFields, type MetadataField, type MetadataKey } from './hotel-metadata-form.ts';
import { MetadataEditRow } from './metadata-edit-row.tsx';

const shown = (value: HotelMetadata[MetadataKey]) => (value === null || value === '' ? '–' : String(value));

/**
 * Hotel Metadata Editor (spec section 2): the hotel's listing for hotel ads as a Field / Value table, each row with
 * its own Edit; one row in edit at a time (the other Edit buttons wait), and each save sends the whole object.
 */
export function HotelMetadataPage() {
  const query = useQuery(hotelMetadataQuery);
  const online = useOnline();
  const [editing, setEditing] = useState<MetadataKey | null>(null);
  const metadata = query.data;

  const columns: ReadonlyArray<Column<MetadataField>> = [
    {
      id: 'field',
      header: 'Field',
      className: 'w-40 font-medium md:w-56',
      cell: (f) => <span className="flex min-h-touch items-center">{f.label}</span>,
    },
    {
      id: 'value',
      header: 'Value',
      cell: (f) => (
        <div className="flex items-start justify-between gap-2">
          <span className="flex min-h-touch min-w-0 items-center whitespace-pre-line wrap-anywhere">
            {metadata ? shown(metadata[f.key]) : ''}
          </span>
          <Button
            variant="ghost"
            disabled={editing !== null}
            aria-label={`Edit ${f.label}`}
            onClick={() => setEditing(f.key)}
          >
            Edit
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={
          <>
            <NeedsConnection online={online} />
            <HistoryButton
              resource="hotel_metadata"
              id={1}
              what="the hotel metadata"
              labelOf={labelsFrom(new Map(columns.map((c) => [c.id, c.header])))}
            />
          </>
        }
      >
        Hotel Metadata Editor
      </PageTitle>
      <p className="mb-4 text-gray-700">edit hotel information for a hotel-ads listing</p>
      <DataTable
        label="Hotel metadata"
        columns={columns}
        rows={metadata && metadataFields}
        read={query}
        rowKey={(f) => f.key}
        loading={query.isFetching}
        error={query.isError && !metadata ? 'There was an error while loading hotel metadata.' : null}
        renderRow={(f, cells) =>
          metadata && editing === f.key ? (
            <MetadataEditRow field={f} metadata={metadata} online={online} onDone={() => setEditing(null)} />
          ) : (
            <tr className="border-b border-gray-100">{cells}</tr>
          )
        }
      />
    </section>
  );
}
