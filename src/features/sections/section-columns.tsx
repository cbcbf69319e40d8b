import type { Section } from '../../../contract/sections.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import { CellLine, NoValue, Thumbnail } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { fontName, SECTION_LABELS, type SectionLabel } from './section-labels.ts';

/** A font size as the checkout's CSS has it: "48px". */
const pixels = (size: number) => `${size}px`;

/** The columns of the sections list, in the language shown. */
export function sectionColumns(intl: IntlShape): ReadonlyArray<Column<Section>> {
  const label = (name: SectionLabel) => intl.formatMessage(SECTION_LABELS[name]);
  const noTitle = intl.formatMessage({ id: 'content.sections.noTitle', defaultMessage: 'No title' });
  const noDescription = intl.formatMessage({ id: 'content.sections.noDescription', defaultMessage: 'No description' });

  const sizes = (large: number | null, medium: number | null, small: number | null) => (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 whitespace-nowrap text-sm">
      {(
        [
          ['large', large],
          ['medium', medium],
          ['small', small],
        ] as const
      ).map(([name, size]) => (
        <div key={name} className="contents">
          <dt className="text-gray-600">{label(name)}</dt>
          <dd>
            {size === null ? (
              <NoValue words={intl.formatMessage({ id: 'content.sections.sizeNotSet', defaultMessage: 'not set' })} />
            ) : (
              pixels(size)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );

  /** A long text kept to three lines in the list (the edit row shows it whole). */
  const text = (value: string, empty: string) => (
    <CellLine className="max-w-56">
      {value ? <span className="line-clamp-3">{value}</span> : <NoValue words={empty} />}
    </CellLine>
  );

  /** Spec section 2's columns: name, image, titles, title font and sizes, descriptions, description font and sizes (then Edit). */
  return [
    {
      id: 'name',
      header: label('name'),
      className: 'whitespace-nowrap',
      cell: (s) => <CellLine className="font-mono text-sm">{s.name}</CellLine>,
    },
    {
      id: 'image',
      header: intl.formatMessage({ id: 'content.sections.image', defaultMessage: 'Image' }),
      cell: (s) => (
        <CellLine>
          {s.src ? (
            <Thumbnail src={s.src} alt={s.title || s.name} />
          ) : (
            <NoValue words={intl.formatMessage({ id: 'content.sections.noImage', defaultMessage: 'No image' })} />
          )}
        </CellLine>
      ),
    },
    { id: 'title', header: label('title'), cell: (s) => text(s.title, noTitle) },
    { id: 'titleEn', header: label('titleEn'), cell: (s) => text(s.titleEn, noTitle) },
    {
      id: 'titleFont',
      header: label('titleFont'),
      cell: (s) => <CellLine>{fontName(intl, s.titleFont)}</CellLine>,
    },
    {
      id: 'titleSizes',
      header: label('titleSizes'),
      hint: label('sizesHint'),
      cell: (s) => sizes(s.titleFontSize, s.titleFontSizeMedium, s.titleFontSizeSmall),
    },
    { id: 'description', header: label('description'), cell: (s) => text(s.description, noDescription) },
    { id: 'descriptionEn', header: label('descriptionEn'), cell: (s) => text(s.descriptionEn, noDescription) },
    {
      id: 'descriptionFont',
      header: label('descriptionFont'),
      cell: (s) => <CellLine>{fontName(intl, s.descriptionFont)}</CellLine>,
    },
    {
      id: 'descriptionSizes',
      header: label('descriptionSizes'),
      hint: label('sizesHint'),
      cell: (s) => sizes(s.descriptionFontSize, s.descriptionFontSizeMedium, s.descriptionFontSizeSmall),
    },
  ];
}
