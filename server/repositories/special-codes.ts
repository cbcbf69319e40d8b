import { sql, type Kysely } from 'kysely';
import { type SpecialCode, type specialCodeInputSchema } from '../../contract/codes.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { NotFoundError, said } from '../http-errors.ts';
import {
  columnMap,
  conflictOnUnique,
  deleteRow,
  findRow,
  notFoundOnMissingReference,
  selection,
  toColumns,
  versionFields,
} from './helpers.ts';
import { requirePackage } from './hotel-packages.ts';

const specialCode = columnMap('special_codes', [
  'id',
  'specialCode',
  'type',
  'packageId',
  'activeFrom',
  'activeTo',
  'createdAt',
  'createdBy',
  ...versionFields,
]);
const columns = selection(specialCode);
type Input = z.infer<typeof specialCodeInputSchema>;

/** Whether another code has this text (in any case). Uniqueness itself is the database's (case-insensitive index). */
export async function specialCodeTaken(db: Kysely<Database>, code: string, excludeId?: number): Promise<boolean> {
  let query = db
    .selectFrom('special_codes')
    .select('id')
    .where(sql<string>`lower(special_code)`, '=', code.toLowerCase());
  if (excludeId) query = query.where('id', '<>', excludeId);
  return Boolean(await query.executeTakeFirst());
}

/** The codes of one type of a configured package (404 when it is not). */
export async function listSpecialCodes(db: Kysely<Database>, type: number, packageId: string): Promise<SpecialCode[]> {
  await requirePackage(db, packageId);
  return db
    .selectFrom('special_codes')
    .select(columns)
    .where('type', '=', type)
    .where('package_id', '=', packageId)
    .orderBy('id')
    .execute();
}

/** One code as the list answers it; undefined when there is none (a 412's `current`). */
export const findSpecialCode = (db: Kysely<Database>, id: number) =>
  findRow<'special_codes', SpecialCode>(db, 'special_codes', 'id', id, columns);

export async function createSpecialCode(db: Kysely<Database>, input: Input, user: string): Promise<SpecialCode> {
  await requirePackage(db, input.packageId);
  const { specialCode: code, type, packageId, activeFrom, activeTo } = input;
  const insert = () =>
    db
      .insertInto('special_codes')
      .values(toColumns(specialCode, { specialCode: code, type, packageId, activeFrom, activeTo, createdBy: user }))
      .returning(columns)
      .executeTakeFirstOrThrow();
  // The package may be deleted between the check and the insert: the foreign key then names it.
  return conflictOnUnique(
    () => notFoundOnMissingReference(insert, { package_id: 'Hotel package' }),
    said('specialCode.taken'),
  );
}

/** Changes a code's text and dates. A code stays with its package: an update naming another package finds no such code there. */
export async function updateSpecialCode(
  db: Kysely<Database>,
  id: number,
  input: Input,
  user: string,
): Promise<SpecialCode> {
  const { specialCode: code, activeFrom, activeTo } = input;
  const row = await conflictOnUnique(
    () =>
      db
        .updateTable('special_codes')
        .set({
          ...toColumns(specialCode, { specialCode: code, activeFrom, activeTo, updatedBy: user }),
          updated_at: sql<string>`now()`,
        })
        .where('id', '=', id)
        .where('package_id', '=', input.packageId)
        .returning(columns)
        .executeTakeFirst(),
    said('specialCode.taken'),
  );
  if (!row) throw new NotFoundError(said('specialCodeNotFound', { id, packageId: input.packageId }));
  return row;
}

export async function deleteSpecialCode(db: Kysely<Database>, id: number): Promise<void> {
  await deleteRow(db, 'special_codes', 'id', id, 'Special code');
}
