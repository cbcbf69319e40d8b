import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { type DictionaryEntry, type dictionaryEntryInputSchema } from '../../contract/dictionary.ts';
import type { Database } from '../db/schema.ts';
import { ConflictError, said } from '../http-errors.ts';
import { columnMap, deleteRow, findRow, selection, toColumns, versionFields } from './helpers.ts';

const entry = columnMap('dictionary_entries', ['key', 'english', 'norwegian', ...versionFields]);
const columns = selection(entry);

/** One entry as the list answers it; undefined when there is no such key. */
export const findDictionaryEntry = (db: Kysely<Database>, key: string) =>
  findRow<'dictionary_entries', DictionaryEntry>(db, 'dictionary_entries', 'key', key, columns);

/**
 * Every entry, in one of contract/dictionary.ts's two orders. Both compare under the "C" collation (code points),
 * so PGlite and a PostgreSQL created with another locale agree; keys are ASCII, so `lower` is the same everywhere.
 */
export async function listDictionary(
  db: Kysely<Database>,
  { sorted }: { sorted: boolean },
): Promise<DictionaryEntry[]> {
  let query = db.selectFrom('dictionary_entries').select(columns);
  if (sorted) query = query.orderBy(sql`lower(key) collate "C"`);
  return query.orderBy(sql`key collate "C"`).execute();
}

/** Inserts or updates an entry by key; `isNew` inserts only, and a key already there is a 409. */
export async function saveDictionaryEntry(
  db: Kysely<Database>,
  input: z.infer<typeof dictionaryEntryInputSchema>,
): Promise<DictionaryEntry> {
  const { isNew, ...fields } = input;
  const values = toColumns(entry, fields);
  const saved = await db
    .insertInto('dictionary_entries')
    .values(values)
    .onConflict((oc) =>
      isNew
        ? oc.column('key').doNothing()
        : oc.column('key').doUpdateSet({ english: values.english, norwegian: values.norwegian }),
    )
    .returning(columns)
    .executeTakeFirst();
  // ON CONFLICT DO NOTHING returns no row: the key was taken, and the entry stays as it was.
  if (!saved) throw new ConflictError(said('dictionary.keyTaken'));
  return saved;
}

/** Removes an entry (404 when there is no such key). */
export async function deleteDictionaryEntry(db: Kysely<Database>, key: string): Promise<void> {
  await deleteRow(db, 'dictionary_entries', 'key', key, 'String');
}
