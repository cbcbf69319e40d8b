import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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
  /** The embedded database itself (PGlite only): tests close it under a running app to see an I/O failure. */
  pglite?: PGlite;
  close(): Promise<void>;
  /**
   * LISTENs on a channel (the live schedule, server/live): PostgreSQL on a connection of its own, taken up again
   * with backoff when it drops (`onLost` when it drops, `onGap` when it is back: what was announced meanwhile is
   * lost); PGlite in-process. Payloads arrive in commit order. Resolves once listening, with the function that stops it.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
    onLost?: () => void,
  ) => Promise<Listening>;
}

/**
 * A LISTEN under way: calling it stops it. `caughtUp` resolves once every notification on its channel committed
 * before the call has been handed to `onMessage` (it rejects when that cannot be known: the connection is lost).
 * PGlite hands a notification over before the query that committed it ends, so it resolves at once there; on
 * PostgreSQL another process's notification comes on the LISTEN connection a moment after its writer's answer,
 * and this waits for it (see `listenOnPostgres`).
 */
export interface Listening {
  (): Promise<void>;
  caughtUp?: () => Promise<void>;
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
export async function openDatabase(opts: {
  dataDir?: string;
  databaseUrl?: string;
  lock?: boolean;
  /**
   * A new PGlite data dir is created (initdb) in a short-lived process of its own, whose memory goes when it ends:
   * in this one, initdb would leave about 450 MB resident for good. The server does this (main.ts); tests need not.
   */
  createApart?: boolean;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, types: typeParsers, max: 10 });
    listenForConnectionErrors(pool, 'PostgreSQL');
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = opts.databaseUrl;
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      listen: (channel, onMessage, onGap, whenLost) => listenOnPostgres(url, channel, onMessage, onGap, whenLost),
    };
  }

  const dataDir = path.resolve(opts.dataDir ?? './data');
  await mkdir(dataDir, { recursive: true });
  const release = opts.lock === false ? undefined : await lockDataDir(dataDir);

  try {
    const pgData = path.join(dataDir, 'pglite');
    if (opts.createApart) await createApart(pgData);
    const pglite = await PGlite.create(pgData, pgliteOptions());
    const pool = new pg.Pool({ ...createPgConfig(pglite), types: typeParsers, max: 1 });
    listenForConnectionErrors(pool, 'PGlite');
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'pglite',
      pglite,
      listen: async (channel, onMessage) => {
        const stop = await pglite.listen(channel, onMessage);
        const listening: Listening = async () => {
          if (!pglite.closed) await stop();
        };
        listening.caughtUp = async () => undefined;
        return listening;
      },
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

/**
 * PGlite's settings beyond its own defaults: a small shared buffer pool. PostgreSQL's default, 128 MB, is resident
 * from the start in PGlite's memory; an embedded database of some tens of MB is read through the OS's page cache
 * anyway.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

function pgliteOptions(): { startParams?: string[] } {
  // Start parameters replace PGlite's own, which it keeps (not in its types) on the class.
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  return Array.isArray(defaults) ? { startParams: [...defaults, ...PGLITE_SETTINGS] } : {};
}

/** Creates a PGlite data dir that does not exist yet in a process of its own (see `createApart`). */
async function createApart(pgData: string): Promise<void> {
  if (fs.existsSync(path.join(pgData, 'PG_VERSION'))) return;
  const create =
    'const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();';
  try {
    await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      create,
      import.meta.resolve('@electric-sql/pglite'),
      pgData,
    ]);
  } catch (err) {
    // It is only memory: PGlite.create in this process makes the data dir instead.
    console.warn(
      `Could not create the database in a process of its own (${(err as Error).message}); creating it here.`,
    );
  }
}

/**
 * A connection the database drops (a restart, a failover, an administrator) emits 'error': with no listener that
 * is an uncaught exception and the process dies. The pool listens on its idle connections (`pool.on('error')`);
 * a connection in use needs its own listener, attached here once, when the pool opens it. The query running on it
 * fails by itself (the request answers 503, errors.ts), and the pool throws the broken connection away on release
 * and opens a new one on demand, so the server serves again as soon as the database is back.
 */
function listenForConnectionErrors(pool: pg.Pool, name: string): void {
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      // The query that was running on this connection fails with this same error, a moment later: marked, so the
      // error handler answers 503 even when its text says nothing of a connection (PGlite's I/O failures).
      connectionErrors.add(err);
      console.warn(`${name} connection lost: ${err.message}`);
    });
  });
  // The pool re-emits an idle connection's error: logged just above, by the connection's own listener.
  pool.on('error', () => undefined);
}

const connectionErrors = new WeakSet<object>();

/**
 * What a process's own catch-up notifications start with (`listenOnPostgres`): every process ignores them, its own
 * once counted. Nothing else announces a payload beginning with a control character.
 */
const CATCH_UP_PREFIX = '\u0001caught-up ';
/** How long a catch-up may take before the connection is taken for lost (its caller then keeps nothing). */
const CATCH_UP_MS = 2_000;

/** What a LISTEN connection is called in pg_stat_activity (application_name), before its channel. */
export const LISTEN_APPLICATION_NAME = 'checkout-admin LISTEN';

/** Waits before taking a lost LISTEN connection up again: 250 ms, doubling up to 5 s. */
const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to queries). When it drops (a
 * restart, a failover) `whenLost` is told at once, and it is opened again with backoff, for as long as it is not
 * stopped; `onGap` tells that it is back and that notifications may have been missed.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
  whenLost: () => void = () => undefined,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** Catch-ups sent on this connection and not heard back yet, by their token. */
  const catchUps = new Map<string, { resolve: () => void; reject: (err: Error) => void }>();
  const token = `${CATCH_UP_PREFIX}${process.pid}:${randomUUID()}:`;
  let sent = 0;
  const failCatchUps = (err: Error) => {
    for (const waiting of catchUps.values()) waiting.reject(err);
    catchUps.clear();
  };

  const connect = async (): Promise<void> => {
    // TCP keepalive: a connection that silently died (a network cut) is noticed, not listened on for ever.
    // Named, so that an administrator (and the tests that cut it) can tell it apart: its last query is not always LISTEN.
    const next = new pg.Client({
      connectionString: url,
      types: typeParsers,
      keepAlive: true,
      application_name: `${LISTEN_APPLICATION_NAME} ${channel}`,
    });
    next.on('notification', (message) => {
      if (message.channel !== channel || message.payload === undefined) return;
      if (message.payload.startsWith(CATCH_UP_PREFIX)) {
        catchUps.get(message.payload)?.resolve();
        catchUps.delete(message.payload);
        return;
      }
      onMessage(message.payload);
    });
    let listening = false;
    let lost = false;
    const onLost = () => {
      // Before LISTEN succeeded, connect() fails instead and its caller retries.
      if (!listening || lost) return;
      lost = true;
      if (client === next) client = undefined;
      failCatchUps(new Error('the LISTEN connection was lost'));
      next.end().catch(() => undefined);
      if (!stopped) {
        whenLost();
        retryAfter(0);
      }
    };
    next.on('error', (err) => {
      if (listening) console.warn(`PostgreSQL LISTEN connection lost: ${err.message}`);
      onLost();
    });
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      // Its only writes are catch-up notifications (below), which carry no data: their commits need not wait for the disk.
      await next.query('SET synchronous_commit = off');
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    listening = true;
    client = next;
  };
  const retryAfter = (attempt: number) => {
    retry = setTimeout(
      () => {
        connect().then(
          () => {
            if (stopped) void client?.end().catch(() => undefined);
            else onGap();
          },
          () => {
            if (!stopped) retryAfter(attempt + 1);
          },
        );
      },
      LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)],
    );
  };

  /**
   * Announces a token of its own on the channel and waits to hear it back: PostgreSQL delivers a channel's
   * notifications in the order they were committed, so by then every one committed before this call has been
   * handed over. (A plain round trip would not do: a notification that arrives while the backend runs a query may
   * be sent after that query's answer.)
   */
  const catchUpOnce = async (): Promise<void> => {
    const on = client;
    if (!on || stopped) throw new Error('not listening');
    const payload = `${token}${++sent}`;
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        catchUps.delete(payload);
        reject(new Error(`no notification back within ${CATCH_UP_MS} ms`));
      }, CATCH_UP_MS);
      catchUps.set(payload, {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (err) => (clearTimeout(timer), reject(err)),
      });
    });
    await on.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((err: unknown) => {
      catchUps.get(payload)?.reject(err as Error);
      catchUps.delete(payload);
    });
    await heard;
  };

  await connect();
  const listening: Listening = async () => {
    stopped = true;
    clearTimeout(retry);
    failCatchUps(new Error('stopped listening'));
    await client?.end().catch(() => undefined);
  };
  listening.caughtUp = coalesced(catchUpOnce);
  return listening;
}

/**
 * `run` shared by the calls that can share it: a call finds a run under way (which may have started before the
 * call, so it does not count) and waits for the next one, started when that one ends, together with every other
 * call made meanwhile. Under load one catch-up serves a whole batch of requests.
 */
function coalesced(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const current: Promise<void> = run().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** Whether the database connection itself failed with this error (it is the one its 'error' event carried). */
export function isConnectionError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && connectionErrors.has(error);
}

/** Data dirs this process holds the lock of (a second open in the same process is refused like any other). */
const heldLocks = new Set<string>();

/**
 * The file system proper-lockfile works through: its lock is a directory, created atomically by `mkdir`; ours gets
 * its owner file written in the same step (before proper-lockfile records the directory's mtime, which a later
 * write would change and make it think the lock stolen), and is removed with its contents.
 */
const lockFs = {
  ...fs,
  mkdir: (dir: string, callback: (err: NodeJS.ErrnoException | null) => void) =>
    fs.mkdir(dir, (err) => {
      if (err) return callback(err);
      const owner: LockOwner = { pid: process.pid, host: os.hostname() };
      fs.writeFile(path.join(dir, OWNER_FILE), JSON.stringify(owner), (writeErr) => {
        if (!writeErr) return callback(null);
        fs.rm(dir, { recursive: true, force: true }, () => callback(writeErr));
      });
    }),
  rmdir: (dir: string, callback: (err: NodeJS.ErrnoException | null) => void) =>
    fs.rm(dir, { recursive: true, force: true }, callback),
  rmdirSync: (dir: string) => fs.rmSync(dir, { recursive: true, force: true }),
};

const OWNER_FILE = 'owner.json';

interface LockOwner {
  pid: number;
  host: string;
}

/**
 * The exclusive lock on a PGlite data dir: `<dataDir>/server.lock`, a directory (created atomically) whose mtime
 * the owner refreshes every 3 s, holding `owner.json` (its PID and host). A lock whose owner is gone (same host, PID no longer
 * alive, or our own PID from a previous life, as in a restarted container) is taken over at once; otherwise a lock
 * nobody refreshed for 10 s (an owner on another host, or one that died before writing its PID) is stale and taken
 * over; anything else refuses with DataDirLockedError.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'server.lock');
  const options: lockfile.LockOptions = {
    lockfilePath: lockPath,
    stale: 10_000,
    update: 3_000,
    retries: 0,
    fs: lockFs,
    onCompromised: (err) => console.error('data dir lock compromised', err),
  };
  const take = () =>
    lockfile.lock(dataDir, options).catch((err: unknown) => {
      throw (err as NodeJS.ErrnoException).code === 'ELOCKED' ? new DataDirLockedError(dataDir) : err;
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    const owner = err instanceof DataDirLockedError && !heldLocks.has(dataDir) ? await readOwner(lockPath) : undefined;
    if (!owner || owner.host !== os.hostname() || (owner.pid !== process.pid && isAlive(owner.pid))) throw err;
    console.warn(`Data dir ${dataDir}: its last server (process ${owner.pid}) is gone; taking over its lock.`);
    await rm(lockPath, { recursive: true, force: true });
    release = await take();
  }
  heldLocks.add(dataDir);
  return async () => {
    heldLocks.delete(dataDir);
    await release();
  };
}

async function readOwner(lockPath: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(path.join(lockPath, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string'
      ? { pid: owner.pid!, host: owner.host }
      : undefined;
  } catch {
    // No owner file yet (its owner is writing it, or died first): only staleness can free this lock.
    return undefined;
  }
}

/** Signal 0 checks that a process exists without touching it; EPERM means it exists but is not ours. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
