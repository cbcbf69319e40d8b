import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { sendStatementsWell } from './statements.ts';
import { typeParsers } from './types.ts';

/**
 * Kysely over a `pg.Pool` (PostgreSQL's, or PGlite's through its node-postgres adapter): the same dialect and type
 * parsers on both, so values come back alike (see types.ts), and a connection the database drops is survived. A
 * write's `begin` and `commit` go out with the statements beside them, and statements are prepared (statements.ts).
 */
export function openPool(config: pg.PoolConfig, name: string): Kysely<Database> {
  const pool = new pg.Pool({ ...config, types: typeParsers });
  listenForConnectionErrors(pool, name);
  pool.on('connect', sendStatementsWell);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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

/** Whether the database connection itself failed with this error (it is the one its 'error' event carried). */
export function isConnectionError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && connectionErrors.has(error);
}
