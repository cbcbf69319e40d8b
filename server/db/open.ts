import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { Kysely } from 'kysely';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { listenOnPostgres } from './listen-postgres.ts';
import type { Listen } from './listening.ts';
import { listenInProcess, openPglite } from './pglite.ts';
import { openPool } from './pool.ts';
import type { Database } from './schema.ts';

/**
 * The open database, whichever kind. Its parts, one job a file: pool.ts (the pool both kinds query through, and a
 * dropped connection survived), pglite.ts (the embedded database), data-dir-lock.ts (one server a PGlite data dir),
 * listen-postgres.ts and listening.ts (LISTEN/NOTIFY).
 */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only): tests close it under a running app to see an I/O failure. */
  pglite?: PGlite;
  close(): Promise<void>;
  /**
   * LISTENs on channels (the live schedule, server/live): PostgreSQL on one connection of its own for all of them,
   * taken up again with backoff when it drops (`onLost` when it drops, `onGap` once it listens on every channel
   * again: what was announced meanwhile is lost); PGlite in-process. Payloads arrive in commit order. Resolves once
   * listening, with the function that stops it.
   */
  listen: Listen;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite persisted in `<dataDir>/pglite` with an
 * exclusive lock on the data dir. Both go through Kysely's PostgresDialect over a `pg.Pool` with the same type
 * parsers, so values come back alike on both (see types.ts).
 */
export async function openDatabase(opts: {
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL connections at most (config's DATABASE_POOL_SIZE). */
  poolSize?: number;
  lock?: boolean;
  /**
   * A new PGlite data dir is created (initdb) in a short-lived process of its own, whose memory goes when it ends:
   * in this one, initdb would leave about 450 MB resident for good. The server does this (main.ts); tests need not.
   */
  createApart?: boolean;
}): Promise<DatabaseHandle> {
  const url = opts.databaseUrl;
  if (url) {
    const db = openPool({ connectionString: url, max: opts.poolSize ?? DEFAULT_POOL_SIZE }, 'PostgreSQL');
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      listen: (handlers, onGap, onLost) => listenOnPostgres(url, handlers, onGap, onLost),
    };
  }

  const dataDir = path.resolve(opts.dataDir ?? './data');
  await mkdir(dataDir, { recursive: true });
  const release = opts.lock === false ? undefined : await lockDataDir(dataDir);
  try {
    const pglite = await openPglite(path.join(dataDir, 'pglite'), { createApart: opts.createApart });
    const db = openPool({ ...createPgConfig(pglite), max: 1 }, 'PGlite');
    return {
      db,
      kind: 'pglite',
      pglite,
      listen: listenInProcess(pglite),
      async close() {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
        await release?.();
      },
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}
