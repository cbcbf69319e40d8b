import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { seededCatalogs } from '../catalog/hotel-catalog.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import type { DatabaseHandle } from '../db/open.ts';
import { loadIdpSecrets } from '../idp/keys.ts';
import { createProvider } from '../idp/provider.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { testTokens, type TestTokens } from './tokens.ts';

export interface FullTestApp {
  app: FastifyInstance;
  tokens: TestTokens;
  /** Closes the app and removes the console's files and the provider's keys (not the database). */
  close(): Promise<void>;
}

/**
 * The server as production runs it, on a migrated and seeded database: a built console (`files`, paths relative to
 * its dist folder, e.g. `{ 'index.html': '...', 'assets/app-1.js': '...' }`) and the local sign-in provider beside
 * the API, with real JWT verification (`tokens` signs for it).
 */
export async function buildFullTestApp(handle: DatabaseHandle, files: Record<string, string>): Promise<FullTestApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ca-full-'));
  const dist = path.join(dir, 'dist');
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), text);
  }
  await migrate(handle.db);
  await seedIfEmpty(handle.db);
  const tokens = await testTokens();
  const config = loadConfig({ PORT: '8080', DIST_DIR: dist, LOG_LEVEL: 'silent' });
  const secrets = await loadIdpSecrets(path.join(dir, 'idp'));
  const idp = createProvider(
    {
      issuer: config.auth.issuer,
      clientId: config.auth.clientId,
      audience: config.auth.audience,
      apiScope: config.auth.apiScope,
      appOrigins: ['http://localhost:8080'],
    },
    secrets,
  );
  const app = await buildApp({
    config,
    db: handle.db,
    verifyToken: tokens.verifier,
    idp,
    catalogs: seededCatalogs,
    logger: false,
  });
  return {
    app,
    tokens,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
