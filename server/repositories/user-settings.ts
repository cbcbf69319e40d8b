import { sql, type Kysely } from 'kysely';
import type { LanguageCode, UserSettings } from '../../contract/user-settings.ts';
import type { Database } from '../db/schema.ts';

/** A person's settings (decision 039); none chosen yet: a null language. */
export async function findUserSettings(db: Kysely<Database>, userId: string): Promise<UserSettings> {
  const row = await db.selectFrom('user_settings').select('language').where('user_id', '=', userId).executeTakeFirst();
  return { language: row?.language ?? null };
}

/** Keeps a person's language: made, or changed. */
export async function saveUserLanguage(
  db: Kysely<Database>,
  userId: string,
  language: LanguageCode,
): Promise<UserSettings> {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, language })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ language, updated_at: sql<string>`now()` }))
    .execute();
  return { language };
}
