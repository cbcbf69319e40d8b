import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../db/open.ts';
import { seedIfEmpty } from '../seed/seed.ts';

/** What a test database starts from: nothing (as a new server's), the migrations applied, or the demo seed too. */
export type TemplateKind = 'migrated' | 'seeded';

/** Where the templates of one test run are: a PGlite data dir per kind, and a PostgreSQL database per kind. */
export interface TestTemplates {
  pglite: Record<TemplateKind, string>;
  postgres?: Record<TemplateKind, string>;
}

/**
 * Makes the templates once per run (vitest's globalSetup): creating a PGlite data dir (initdb), migrating and
 * seeding take seconds; a test file then starts from a copy of the data dir (PGlite) or `CREATE DATABASE ...
 * TEMPLATE` (PostgreSQL), in a fraction of that. Returns them and the function that removes them.
 */
export async function makeTestTemplates(
  adminUrl?: string,
): Promise<{ templates: TestTemplates; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ca-template-'));
  const prepare = async (handle: DatabaseHandle, kind: TemplateKind) => {
    try {
      await migrate(handle.db);
      if (kind === 'seeded') await seedIfEmpty(handle.db);
    } finally {
      await handle.close();
    }
  };
  const kinds: TemplateKind[] = ['migrated', 'seeded'];
  const pglite = {} as Record<TemplateKind, string>;
  for (const kind of kinds) {
    pglite[kind] = path.join(root, kind);
    await prepare(await openDatabase({ dataDir: pglite[kind], lock: false }), kind);
  }
  let postgres: Record<TemplateKind, string> | undefined;
  if (adminUrl) {
    postgres = {} as Record<TemplateKind, string>;
    const suffix = randomBytes(4).toString('hex');
    for (const kind of kinds) {
      const name = `ca_template_${kind}_${suffix}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      postgres[kind] = name;
      await prepare(await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) }), kind);
    }
  }
  return {
    templates: { pglite, postgres },
    async remove() {
      for (const name of Object.values(postgres ?? {})) {
        await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server of `url` (CREATE or DROP DATABASE). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
