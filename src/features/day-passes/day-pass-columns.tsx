import type { DayPass } from '../../../contract/spa.ts';
import { ImageThumbnail } from '../../entities/images/image-thumbnail.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { availabilitySummary } from './availability-summary.ts';

const clamp = (text: string) => (
  <span className="line-clamp-3 block min-w-28 max-w-60 whitespace-pre-line text-sm">{text}</span>
);

function Availability({ dayPass }: { dayPass: DayPass }) {
  const { available, text, more } = availabilitySummary(dayPass.restrictions);
  return (
    <span className="flex min-w-28 flex-col">
      <span className="flex items-center gap-1">
        {available !== null && (
          <span aria-hidden="true" className={available ? 'text-green-700' : 'text-secondary-700'}>
            {available ? '✓' : '✕'}
          </span>
        )}
        {text}
      </span>
      {more && <span className="text-sm text-gray-600">{more}</span>}
    </span>
  );
}

/** Spec section 2's columns: Brp Nr, names, from time, availability, image, descriptions; then Edit and Delete. */
export function dayPassColumns({
  online,
  onDelete,
}: {
  online: boolean;
  onDelete: (dayPass: DayPass) => void;
}): Array<Column<DayPass>> {
  return [
    {
      id: 'brpProductNumber',
      header: 'Brp Nr',
      cell: (d) => <span className="font-mono text-sm">{d.brpProductNumber}</span>,
      className: 'whitespace-nowrap',
    },
    { id: 'displayName', header: 'Name', cell: (d) => d.displayName },
    { id: 'displayNameEn', header: 'Name EN', cell: (d) => d.displayNameEn },
    { id: 'fromTime', header: 'From time', cell: (d) => d.fromTime, className: 'tabular-nums' },
    { id: 'availability', header: 'Availability', cell: (d) => <Availability dayPass={d} /> },
    { id: 'image', header: 'Image', cell: (d) => <ImageThumbnail imageFk={d.imageFk} /> },
    { id: 'description', header: 'Description', cell: (d) => clamp(d.description) },
    { id: 'descriptionEn', header: 'Description EN', cell: (d) => clamp(d.descriptionEn) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (d) => (
        <RowActions
          name={d.displayName}
          editTo={`/daypass/${d.brpProductId}`}
          online={online}
          deleteTitle="Delete day pass"
          onDelete={() => onDelete(d)}
        />
      ),
    },
  ];
}
