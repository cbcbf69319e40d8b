import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/open.ts';
import { adminQuery, databaseUrl, type TemplateKind } from './templates.ts';

export type TestDatabase = DatabaseHandle & { cleanup(): Promise<void> };

export interface TestDatabaseFactory {
  name: string;
  /**
   * A database of the test's own: new and empty (as a first start finds it), or, with `from`, a copy of the run's
   * template (`migrated`, or `seeded` with the demo data: server/test/templates.ts), which is much quicker to make.
   */
  open: (from?: TemplateKind) => Promise<TestDatabase>;
}

/**
 * The databases every server test runs on: always a fresh PGlite, plus a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (created through that server and dropped afterwards).
 */
export function testDatabases(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [
    {
      name: 'PGlite',
      async open(from) {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'ca-test-'));
        if (from) await cp(inject('testTemplates').pglite[from], dir, { recursive: true });
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
      async open(from) {
        const name = `ca_test_${randomBytes(6).toString('hex')}`;
        const template = from ? inject('testTemplates').postgres?.[from] : undefined;
        await adminQuery(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        const handle = await openDatabase({ databaseUrl: databaseUrl(admin, name) });
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
