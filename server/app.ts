import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import { authenticate, type TokenVerifier } from './plugins/auth.ts';
import { registerConsole } from './plugins/console.ts';
import { issueCsrfCookie, verifyCsrf } from './plugins/csrf.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerIdp } from './plugins/idp.ts';
import { serializeRequest } from './plugins/logging.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { apiRoutes } from './routes/index.ts';
import { configRoutes } from './routes/config.ts';

export interface AppDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  verifyToken: TokenVerifier;
  /** The embedded OpenID provider, when LOCAL_IDP is on. */
  idp?: Provider;
  /** false: no logs (tests); a stream: logs go there instead of stdout (tests that read them). */
  logger?: boolean | { write(line: string): void };
}

/** Builds the whole server: security headers, /idp, public /api/config, protected /api, and the console. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest }, ...(typeof deps.logger === 'object' ? { stream: deps.logger } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, {
    authOrigins: config.auth.localIdp ? [] : authOrigins(config),
    https: config.publicUrl.startsWith('https:'),
  });
  await app.register(cookie);
  if (deps.idp) {
    await registerIdp(app, deps.idp, { brand: config.brandName, audience: config.auth.audience, apiScope: config.auth.apiScope });
  }

  await app.register(
    async (api) => {
      api.addHook('onRequest', issueCsrfCookie);
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await api.register(configRoutes, { config });
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate(deps.verifyToken));
        secured.addHook('onRequest', verifyCsrf);
        registerIdempotency(secured, deps.db);
        await secured.register(apiRoutes, { db: deps.db });
        secured.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: 'Not found.' }));
      });
    },
    { prefix: '/api' },
  );

  await registerConsole(app, config.distDir);
  return app;
}

function authOrigins(config: ServerConfig): string[] {
  const origins = new Set<string>();
  for (const url of [config.auth.authority, config.auth.jwksUrl]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}
