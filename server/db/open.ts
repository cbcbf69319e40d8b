import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Database } from './schema.ts';
import { typeParsers } from './types.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** A second server on a PGlite data dir would run without error while one of them silently loses its writes. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Data directory ${dataDir} is in use by another Checkout Admin server (lock held). ` +
        'Stop that server or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite persisted in `<dataDir>/pglite` with an
 * exclusive lock on the data dir. Both go through Kysely's PostgresDialect over a `pg.Pool` with the same type
 * parsers, so values come back alike on both (see types.ts).
 */
export async function openDatabase(opts: { dataDir?: string; databaseUrl?: string; lock?: boolean }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, types: typeParsers, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const dataDir = path.resolve(opts.dataDir ?? './data');
  await mkdir(dataDir, { recursive: true });
  let release: (() => Promise<void>) | undefined;
  if (opts.lock !== false) {
    try {
      release = await lockfile.lock(dataDir, {
        lockfilePath: path.join(dataDir, 'server.lock'),
        // A crashed server's lock goes stale (its mtime stops being refreshed) and is taken over.
        stale: 10_000,
        update: 3_000,
        retries: 0,
        onCompromised: (err) => console.error('data dir lock compromised', err),
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw err;
    }
  }

  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    const pool = new pg.Pool({ ...createPgConfig(pglite), types: typeParsers, max: 1 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'pglite',
      async close() {
        await db.destroy();
        await pglite.close();
        await release?.();
      },
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}
