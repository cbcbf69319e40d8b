import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the change log's entries older than `keepDays` days, in a transaction that says it is the retention
 * (the only way an entry is ever deleted: migrations/007-change-log.sql, change_log_guard). Returns how many.
 */
export async function forgetOldChanges(db: Kysely<Database>, keepDays: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('app.change_log_retention', 'on', true)`.execute(trx);
    const gone = await trx
      .deleteFrom('change_log')
      .where('at', '<', sql<string>`now() - make_interval(days => ${keepDays})`)
      .executeTakeFirst();
    return Number(gone.numDeletedRows);
  });
}

/**
 * The retention (`CHANGE_LOG_KEEP_DAYS`; unset: keep everything, the default): once the server is ready, then once a
 * day. A failure is logged and tried again the next day.
 */
export function keepChangesFor(app: FastifyInstance, db: Kysely<Database>, keepDays: number | undefined): void {
  if (keepDays === undefined) return;
  const run = () =>
    forgetOldChanges(db, keepDays).then(
      (n) => n > 0 && app.log.info({ deleted: n, keepDays }, 'change log: forgot entries past the retention'),
      (err: unknown) => app.log.warn({ err }, 'change log: could not apply the retention'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
