/**
 * A server process for tests that need more than one (server/live/live.test.ts): the real app on DATABASE_URL
 * (already migrated and seeded by the test), listening on a free port, verifying tokens with the test key in
 * TEST_JWKS, with GET /test/day-cache (its kept days' counts). Prints "listening <port>" once it serves; SIGTERM closes it.
 */
import type { JSONWebKeySet } from 'jose';
import { seededCatalogs } from '../catalog/hotel-catalog.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createVerifier } from '../plugins/auth.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from './tokens.ts';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const verifyToken = createVerifier({
  issuer: TEST_ISSUER,
  audience: TEST_AUDIENCE,
  scope: 'access_as_user',
  keys: JSON.parse(process.env.TEST_JWKS ?? '') as JSONWebKeySet,
});
const app = await buildApp({
  config: loadConfig({ PORT: '0', DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
  db: handle.db,
  listen: handle.listen,
  verifyToken,
  catalogs: seededCatalogs,
  logger: false,
});
// What this process's kept days did (hits, whole-day reads, updates): the tests' view into the process.
app.get('/test/day-cache', async () => app.scheduleHub.days.stats);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
