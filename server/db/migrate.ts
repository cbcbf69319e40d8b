import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock taken while the migrations table is made (any fixed number no other code uses). */
const MIGRATIONS_LOCK = 4_711_001;

/** Applies server/db/migrations/*.sql in name order, each once and in its own transaction. Safe on every start. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    // Two servers starting at once on a new PostgreSQL database: CREATE TABLE IF NOT EXISTS is not safe against a
    // concurrent one (the loser fails on pg_type's unique index), so the first holds this lock until it commits.
    await sql`SELECT pg_advisory_xact_lock(${MIGRATIONS_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
  });
  const applied = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction().execute(async (trx) => {
      // Several servers may start at once on PostgreSQL: one applies, the others wait, then skip.
      await sql`LOCK TABLE schema_migrations IN EXCLUSIVE MODE`.execute(trx);
      const done = await trx.selectFrom('schema_migrations').select('name').where('name', '=', file).executeTakeFirst();
      if (done) return;
      await sql.raw(text).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: file }).execute();
      ran.push(file);
    });
  }
  return ran;
}
