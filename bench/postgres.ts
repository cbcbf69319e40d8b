import { existsSync } from 'node:fs';
import pg from 'pg';

/** Debian's PostgreSQL socket: a server on the same machine as its database is reached through it. */
const SOCKET_DIR = '/var/run/postgresql';

/**
 * The machine's PostgreSQL (trust auth), through its Unix socket where it has one, as a server deployed beside its
 * database would reach it (on this 2-core machine a query costs the server a tenth less than over loopback TCP:
 * docs/performance.md); BENCH_PG_URL to use another. Its `postgres` database is used to create ours.
 */
const ADMIN_URL =
  process.env.BENCH_PG_URL ??
  (existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database of the bench's own (the server migrates and seeds it), dropped by `drop()`. */
export async function createDatabase(): Promise<BenchDatabase> {
  const name = `bench_${process.pid}_${Date.now()}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
