import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrate } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import type { TestDatabase, TestDatabaseFactory } from './databases.ts';
import { testTokens } from './tokens.ts';

const serveForTest = fileURLToPath(new URL('./serve-for-test.ts', import.meta.url));

/**
 * A server in a process of its own on `databaseUrl` (serve-for-test.ts), verifying tokens with `jwks`; resolves
 * with its base URL once it serves. Stop it with `stopServerProcess`.
 */
function serverProcess(databaseUrl: string, jwks: object): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serveForTest], {
    env: { ...process.env, DATABASE_URL: databaseUrl, TEST_JWKS: JSON.stringify(jwks) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ base: `http://127.0.0.1:${port}`, child });
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code}): ${err}`)));
  });
}

/** SIGTERM, and waits for it to exit (at once if it already has). */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Two server processes on the PostgreSQL test database `db` (already migrated and seeded; TEST_DATABASE_URL names
 * its server), verifying one test key, and a token of Ola Hansen's they both take. Their processes are added to
 * `children`, for the caller to stop (stopServerProcess).
 */
export async function twoServerProcesses(
  db: Kysely<Database>,
  children: ChildProcess[],
): Promise<{ one: string; two: string; token: string }> {
  const { name } = await db
    .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
    .executeTakeFirstOrThrow();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const tokens = await testTokens();
  const [one, two] = await Promise.all([
    serverProcess(url.toString(), tokens.jwks),
    serverProcess(url.toString(), tokens.jwks),
  ]);
  children.push(one.child, two.child);
  return { one: one.base, two: two.base, token: await tokens.token({ sub: 'u-host', name: 'Ola Hansen' }) };
}

/**
 * Registers beforeAll (a PostgreSQL test database of its own, migrated and seeded) and afterAll (its server processes
 * stopped, the database dropped) in the calling describe block; the returned function starts two server processes
 * on it (twoServerProcesses).
 */
export function useTwoServerProcesses(
  postgres: TestDatabaseFactory,
): () => Promise<{ one: string; two: string; token: string }> {
  let handle: TestDatabase | undefined;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    handle = await postgres.open();
    await migrate(handle.db);
    await seedIfEmpty(handle.db);
  });
  afterAll(async () => {
    for (const child of children) await stopServerProcess(child);
    await handle?.cleanup();
  });
  return () => twoServerProcesses(handle!.db, children);
}
