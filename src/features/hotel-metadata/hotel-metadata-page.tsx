import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { HotelMetadata } from '../../../contract/hotel-metadata.ts';
import { HOTEL_METADATA_LOAD_ERROR, hotelMetadataQuery } from '../../entities/hotel-metadata/hotel-metadata-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { HistoryButton } from '../../ui/history/history-button.tsx';
import { labelsFrom } from '../../ui/history/history-values.ts';
import { uiMessages } from '../../ui/messages.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { EDIT_FIELD, metadataFields, type MetadataField, type MetadataKey } from './hotel-metadata-form.ts';
import { MetadataEditRow } from './metadata-edit-row.tsx';

/** An empty value in a cell. */
const NONE = '–';
const shown = (value: HotelMetadata[MetadataKey]) => (value === null || value === '' ? NONE : String(value));

/**
 * Hotel Metadata Editor (spec section 2): the hotel's listing for hotel ads as a Field / Value table, each row with
 * its own Edit; one row in edit at a time (the other Edit buttons wait), and each save sends the whole object.
 */
export function HotelMetadataPage() {
  const intl = useIntl();
  const query = useQuery(hotelMetadataQuery);
  const online = useOnline();
  const [editing, setEditing] = useState<MetadataKey | null>(null);
  const metadata = query.data;
  const labelOf = useMemo(
    () => labelsFrom(new Map(metadataFields.map((f) => [f.key, intl.formatMessage(f.label)]))),
    [intl],
  );

  const columns: ReadonlyArray<Column<MetadataField>> = [
    {
      id: 'field',
      header: intl.formatMessage({ id: 'content.hotelMetadata.field', defaultMessage: 'Field' }),
      className: 'w-40 font-medium md:w-56',
      cell: (f) => <span className="flex min-h-touch items-center">{intl.formatMessage(f.label)}</span>,
    },
    {
      id: 'value',
      header: intl.formatMessage({ id: 'content.hotelMetadata.value', defaultMessage: 'Value' }),
      cell: (f) => (
        <div className="flex items-start justify-between gap-2">
          <span className="flex min-h-touch min-w-0 items-center whitespace-pre-line wrap-anywhere">
            {metadata ? shown(metadata[f.key]) : ''}
          </span>
          <Button
            variant="ghost"
            disabled={editing !== null}
            aria-label={intl.formatMessage(EDIT_FIELD, { label: intl.formatMessage(f.label) })}
            onClick={() => setEditing(f.key)}
          >
            {intl.formatMessage(uiMessages.edit)}
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
              what={intl.formatMessage({ id: 'content.hotelMetadata.what', defaultMessage: 'the hotel metadata' })}
              labelOf={labelOf}
            />
          </>
        }
      >
        {intl.formatMessage({ id: 'content.hotelMetadata.title', defaultMessage: 'Hotel Metadata Editor' })}
      </PageTitle>
      <p className="mb-4 text-gray-700">
        {intl.formatMessage({
          id: 'content.hotelMetadata.description',
          defaultMessage: 'edit hotel information for a hotel-ads listing',
        })}
      </p>
      <DataTable
        label={intl.formatMessage({ id: 'content.hotelMetadata.table', defaultMessage: 'Hotel metadata' })}
        columns={columns}
        rows={metadata && metadataFields}
        read={query}
        rowKey={(f) => f.key}
        loading={query.isFetching}
        error={query.isError && !metadata ? intl.formatMessage(HOTEL_METADATA_LOAD_ERROR) : null}
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
