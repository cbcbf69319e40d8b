import { SECTION_FONTS, type Section } from '../../../contract/sections.ts';
import { CellLine, NoValue, Thumbnail } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';

/** Spec section 2's tooltip on the font sizes (section 9's breakpoints). */
export const FONT_SIZES_HINT = 'Large over 1400px, Medium over 650px, Small under 650px';

export const fontName = (font: Section['titleFont']) => SECTION_FONTS.find((f) => f.value === font)?.label ?? 'Default';

const sizes = (large: number | null, medium: number | null, small: number | null) => (
  <dl className="grid grid-cols-[auto_auto] gap-x-2 whitespace-nowrap text-sm">
    {(
      [
        ['Large', large],
        ['Medium', medium],
        ['Small', small],
      ] as const
    ).map(([label, size]) => (
      <div key={label} className="contents">
        <dt className="text-gray-600">{label}</dt>
        <dd>{size === null ? <NoValue words="not set" /> : `${size}px`}</dd>
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
export const sectionColumns: ReadonlyArray<Column<Section>> = [
  {
    id: 'name',
    header: 'Name',
    className: 'whitespace-nowrap',
    cell: (s) => <CellLine className="font-mono text-sm">{s.name}</CellLine>,
  },
  {
    id: 'image',
    header: 'Image',
    cell: (s) => (
      <CellLine>{s.src ? <Thumbnail src={s.src} alt={s.title || s.name} /> : <NoValue words="No image" />}</CellLine>
    ),
  },
  { id: 'title', header: 'Title', cell: (s) => text(s.title, 'No title') },
  { id: 'titleEn', header: 'Title (En)', cell: (s) => text(s.titleEn, 'No title') },
  { id: 'titleFont', header: 'Title font', cell: (s) => <CellLine>{fontName(s.titleFont)}</CellLine> },
  {
    id: 'titleSizes',
    header: 'Title font sizes',
    hint: FONT_SIZES_HINT,
    cell: (s) => sizes(s.titleFontSize, s.titleFontSizeMedium, s.titleFontSizeSmall),
  },
  { id: 'description', header: 'Description', cell: (s) => text(s.description, 'No description') },
  { id: 'descriptionEn', header: 'Description (En)', cell: (s) => text(s.descriptionEn, 'No description') },
  {
    id: 'descriptionFont',
    header: 'Description font',
    cell: (s) => <CellLine>{fontName(s.descriptionFont)}</CellLine>,
  },
  {
    id: 'descriptionSizes',
    header: 'Description font sizes',
    hint: FONT_SIZES_HINT,
    cell: (s) => sizes(s.descriptionFontSize, s.descriptionFontSizeMedium, s.descriptionFontSizeSmall),
  },
];
