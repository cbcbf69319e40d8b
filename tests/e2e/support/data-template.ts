import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { seedIfEmpty } from '../../../server/seed/seed.ts';

/** Set by the global setup: a data dir as a first `npm start` leaves it (migrated, demo data seeded). */
const TEMPLATE = 'E2E_DATA_TEMPLATE';

/**
 * Makes the run's data-dir template once (Playwright's globalSetup): a new PGlite data dir costs an initdb of
 * seconds, the migrations and the seed more, at every server start. A server that needs only "a server with the
 * demo data" starts from a copy (`copyDataTemplate`); a test of the first start itself starts on an empty dir.
 */
export async function makeDataTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ca-e2e-template-'));
  const handle = await openDatabase({ dataDir: dir, lock: false, createApart: true });
  try {
    await migrate(handle.db);
    await seedIfEmpty(handle.db);
  } finally {
    await handle.close();
  }
  process.env[TEMPLATE] = dir;
  return dir;
}

/** Copies the run's template into `dataDir` (nothing when the run has none, e.g. a test run without the setup). */
export async function copyDataTemplate(dataDir: string): Promise<void> {
  const template = process.env[TEMPLATE];
  if (template) await cp(template, dataDir, { recursive: true });
}
