import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { seededCatalogs } from '../catalog/hotel-catalog.ts';
import type { Catalogs } from '../catalog/ports.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import type { DatabaseHandle } from '../db/open.ts';
import type { TestDatabase } from './databases.ts';
import type { TemplateKind } from './templates.ts';
import { testTokens } from './tokens.ts';
import { ifMatch } from '../../contract/versions.ts';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** Injects a request as a signed-in user, with a matching anti-forgery cookie and header. */
  /** `asName`: the user's display name in the token (Kari Nordmann unless told). */
  call(options: InjectOptions & { as?: string; asName?: string }): Promise<LightMyRequestResponse>;
  /**
   * `call` as the demo user with a JSON body, the url relative to /api/ (e.g. `send('POST', 'roomtype', body)`);
   * `version`: the version the change is based on, sent as If-Match (contract/versions.ts).
   */
  send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    options?: { version?: number },
  ): Promise<LightMyRequestResponse>;
  /** GETs /api/<url>, expects 200 (naming the url and the body if not) and returns the JSON body. */
  get<T>(url: string): Promise<T>;
  /** A valid token of the user (`sub`, the demo user by default); `expiresIn` as jose takes it ('1h', '2s'). */
  token(sub?: string, expiresIn?: string): Promise<string>;
}

/**
 * The real app over `db` as the tests build it: no console, real JWT verification with the test key, the seeded
 * catalogues and no logs, unless `deps` says otherwise (a logger stream and log level, an `onRoute` hook...).
 * A test that signs its own tokens passes their `verifyToken` (each `testTokens()` has its own key).
 */
export async function buildTestServer(
  db: AppDeps['db'],
  deps: Partial<AppDeps> & { logLevel?: string } = {},
): Promise<FastifyInstance> {
  const { logLevel = 'silent', ...rest } = deps;
  return buildApp({
    config: loadConfig({ PORT: '8080', DIST_DIR: '/nonexistent', LOG_LEVEL: logLevel }),
    db,
    verifyToken: rest.verifyToken ?? (await testTokens()).verifier,
    catalogs: seededCatalogs,
    logger: false,
    ...rest,
  });
}

/** The real app on a migrated (and, by default, seeded) test database, with real JWT verification. */
/** `catalogs`: the upstream systems the app gets (the seeded stand-ins unless a test gives its own). */
export async function createTestApp(
  handle: DatabaseHandle,
  opts: { seed?: boolean; catalogs?: Catalogs } = {},
): Promise<TestApp> {
  await migrate(handle.db);
  if (opts.seed !== false) await seedIfEmpty(handle.db);
  const tokens = await testTokens();
  const app = await buildTestServer(handle.db, {
    verifyToken: tokens.verifier,
    catalogs: opts.catalogs ?? seededCatalogs,
    listen: handle.listen,
    oneConnection: handle.kind === 'pglite',
  });
  const csrf = 'test-csrf-token';
  const call: TestApp['call'] = async ({ as, asName, headers, cookies, ...options }) => {
    const token = await tokens.token({ sub: as ?? 'u-demo', ...(asName ? { name: asName } : {}) });
    return app.inject({
      ...options,
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf, ...headers },
      cookies: { 'XSRF-TOKEN': csrf, ...cookies },
    });
  };
  const send: TestApp['send'] = (method, url, payload, { version } = {}) =>
    call({
      method,
      url: `/api/${url}`,
      payload,
      headers: version === undefined ? {} : { 'if-match': ifMatch(version) },
    });
  return {
    app,
    handle,
    token: (sub, expiresIn) => tokens.token({ sub, expiresIn }),
    call,
    send,
    async get<T>(url: string) {
      const res = await send('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<T>();
    },
  };
}

/**
 * Registers beforeAll (open the database, createTestApp) and afterAll (close the app, clean up the database) in the
 * calling describe block. The returned TestApp is usable from the tests and later hooks, not while collecting.
 */
export function useTestApp(
  open: (from?: TemplateKind) => Promise<TestDatabase>,
  opts: { seed?: boolean; catalogs?: Catalogs } = {},
): TestApp {
  let handle: TestDatabase | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    // From the run's template (migrated, and seeded unless told not to): createTestApp's own migrate and seed then
    // find nothing to do.
    handle = await open(opts.seed === false ? 'migrated' : 'seeded');
    current = await createTestApp(handle, opts);
  });
  afterAll(async () => {
    await current?.app.close();
    await handle?.cleanup();
  });
  const ready = (): TestApp => {
    if (!current) throw new Error('The test app is not ready: use it in a test or a hook after useTestApp.');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get handle() {
      return ready().handle;
    },
    call: (options) => ready().call(options),
    send: (method, url, payload, options) => ready().send(method, url, payload, options),
    get: <T>(url: string) => ready().get<T>(url),
    token: (sub, expiresIn) => ready().token(sub, expiresIn),
  };
}
