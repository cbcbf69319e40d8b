import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import type { DatabaseHandle } from '../db/open.ts';
import { testTokens } from './tokens.ts';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** Injects a request as a signed-in user, with a matching anti-forgery cookie and header. */
  call(options: InjectOptions & { as?: string }): Promise<LightMyRequestResponse>;
  token(sub?: string): Promise<string>;
}

/** The real app on a migrated (and, by default, seeded) test database, with real JWT verification. */
export async function createTestApp(handle: DatabaseHandle, opts: { seed?: boolean } = {}): Promise<TestApp> {
  await migrate(handle.db);
  if (opts.seed !== false) await seedIfEmpty(handle.db);
  const tokens = await testTokens();
  const config = loadConfig({ PORT: '8080', DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: handle.db, verifyToken: tokens.verifier, logger: false });
  const csrf = 'test-csrf-token';
  return {
    app,
    handle,
    token: (sub) => tokens.token({ sub }),
    async call({ as, headers, cookies, ...options }) {
      const token = await tokens.token({ sub: as ?? 'u-demo' });
      return app.inject({
        ...options,
        headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf, ...headers },
        cookies: { 'XSRF-TOKEN': csrf, ...cookies },
      });
    },
  };
}
