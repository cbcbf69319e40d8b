import type { Kysely } from 'kysely';
import type { Paged } from '../../contract/common.ts';
import { sectionFontSchema, type Section, type sectionInputSchema } from '../../contract/sections.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http-errors.ts';
import { columnMap, findRow, pagedList, selection, toColumns, versionFields } from './helpers.ts';

const section = columnMap('sections', [
  'id',
  'name',
  'src',
  'title',
  'titleEn',
  'titleFont',
  'titleFontSize',
  'titleFontSizeMedium',
  'titleFontSizeSmall',
  'description',
  'descriptionEn',
  'descriptionFont',
  'descriptionFontSize',
  'descriptionFontSizeMedium',
  'descriptionFontSizeSmall',
  ...versionFields,
]);
const columns = selection(section);

type Row = Omit<Section, 'titleFont' | 'descriptionFont'> & { titleFont: number; descriptionFont: number };
/** The fonts as the contract's enumeration (the table's CHECK holds them to 0, 1 and 2). */
const toSection = (row: Row): Section => ({
  ...row,
  titleFont: sectionFontSchema.parse(row.titleFont),
  descriptionFont: sectionFontSchema.parse(row.descriptionFont),
});

/** One section as the lists answer it; undefined when there is none. */
export async function findSection(db: Kysely<Database>, id: number): Promise<Section | undefined> {
  const row = await findRow<'sections', Row>(db, 'sections', 'id', id, columns);
  return row && toSection(row);
}

/** Every section, by id (the checkout's own order). */
export async function listSections(db: Kysely<Database>): Promise<Section[]> {
  return (await db.selectFrom('sections').select(columns).orderBy('id').execute()).map(toSection);
}

export async function pagedSections(db: Kysely<Database>, page: number, perPage: number): Promise<Paged<Section>> {
  const result = await pagedList(db.selectFrom('sections'), (q) => q.select(columns).orderBy('id'), page, perPage);
  return { ...result, items: result.items.map(toSection) };
}

/** Updates a section's texts, picture and fonts; its name stays (404 when there is no such section). */
export async function updateSection(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof sectionInputSchema>,
): Promise<Section> {
  const row = await db
    .updateTable('sections')
    .set(toColumns(section, input))
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Section', id);
  return toSection(row);
}
