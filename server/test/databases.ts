import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/open.ts';

export type TestDatabase = DatabaseHandle & { cleanup(): Promise<void> };

export interface TestDatabaseFactory {
  name: string;
  open: () => Promise<TestDatabase>;
}

/**
 * The databases every server test runs on: always a fresh PGlite, plus a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (created through that server and dropped afterwards).
 */
export function testDatabases(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [
    {
      name: 'PGlite',
      async open() {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'ca-test-'));
        const handle = await openDatabase({ dataDir: dir });
        return {
          ...handle,
          async cleanup() {
            await handle.close();
            await rm(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    factories.push({
      name: 'PostgreSQL',
      async open() {
        const name = `ca_test_${randomBytes(6).toString('hex')}`;
        await adminQuery(admin, `CREATE DATABASE ${name}`);
        const url = new URL(admin);
        url.pathname = `/${name}`;
        const handle = await openDatabase({ databaseUrl: url.toString() });
        return {
          ...handle,
          async cleanup() {
            await handle.close();
            await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          },
        };
      },
    });
  }
  return factories;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
