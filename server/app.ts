import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Catalogs } from './catalog/ports.ts';
import type { ServerConfig } from './config.ts';
import { keepChangesFor } from './history/retention.ts';
import type { Listen } from './db/listening.ts';
import type { Database } from './db/schema.ts';
import { authenticate, type TokenVerifier } from './plugins/auth.ts';
import { BadRequestError, NotFoundError } from './http-errors.ts';
import { registerConsole } from './plugins/console.ts';
import { batchRoutes } from './plugins/batch.ts';
import { issueCsrfCookie, verifyCsrf } from './plugins/csrf.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerVersions } from './plugins/versions.ts';
import { registerIdp } from './plugins/idp.ts';
import { serializeRequest } from './plugins/logging.ts';
import { refuseNulBytes, registerSecurityHeaders } from './plugins/security.ts';
import { apiRoutes } from './routes/index.ts';
import { installPlainMessages } from '../contract/messages.ts';
import { configRoutes } from './routes/config.ts';
import { healthRoutes } from './routes/health.ts';
import { ScheduleHub } from './live/schedule-hub.ts';
import { openApiRoutes } from './routes/openapi.ts';

export interface AppDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  verifyToken: TokenVerifier;
  /** The upstream systems (hotel today, spa to come): main.ts gives the real adapters or the seeded stand-ins. */
  catalogs: Catalogs;
  /**
   * Listens for the changes every server process announces on the database (DatabaseHandle.listen): the live
   * schedule. Without it this process still serves event streams, but they carry no changes (tests that need none).
   */
  listen?: Listen;
  /**
   * The database runs one transaction at a time (PGlite: one connection): a request's claim of its Idempotency-Key
   * can never wait on another transaction's lock, so it sets no lock timeout (two statements fewer per keyed write).
   */
  oneConnection?: boolean;
  /** The embedded OpenID provider, when LOCAL_IDP is on. */
  idp?: Provider;
  /** false: no logs (tests); a stream: logs go there instead of stdout (tests that read them). */
  logger?: boolean | { write(line: string): void };
  /** Told of every route as it is registered (the OpenAPI test checks that the document lists them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server: security headers, /idp, public /api/config and /api/health, protected /api, and the console. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // The 400s word every rule as the console does (contract/messages.ts), never in zod's own words.
  installPlainMessages();
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest }, ...(await logStream(deps.logger, config)) },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // A URL the router cannot read (a bad %-escape) is answered before any hook: same JSON shape, same caching rule.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
      // Before any hook, helmet's too: the security headers of an answer that loads nothing (security-headers.test.ts).
      reply.headers({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      // The router reads a path param longer than 100 characters as a bad URL too: name the params, and do not echo the URL.
      const error = new BadRequestError('params', 'field.badPathComponent');
      // Sent as it is: an error handed to reply.send here would get Fastify's default handler, not ours (errors.ts).
      void reply.code(error.statusCode).send(error.body());
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await registerOpenApi(app, config);

  const live = new ScheduleHub(deps.db, app.log);
  if (deps.listen) await live.start(deps.listen);
  app.addHook('onClose', () => live.close());
  app.decorate('scheduleHub', live);
  app.addHook('preClose', async () => live.streams.endAll());
  keepChangesFor(app, deps.db, config.changeLogKeepDays);

  await registerSecurityHeaders(app, {
    authOrigins: config.auth.localIdp ? [] : authOrigins(config),
    https: config.publicUrl.startsWith('https:'),
  });
  await app.register(cookie);
  if (deps.idp) {
    await registerIdp(app, deps.idp, {
      brand: config.brandName,
      audience: config.auth.audience,
      apiScope: config.auth.apiScope,
    });
  }

  // Closing (SIGTERM, main.ts): an answer to a request that was in flight ends its connection too, or the client
  // would keep it alive and the close would wait for it until the shutdown timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Every /api answer, whichever handler or error gives it (an unknown path, a refused body, a bad URL), is never cached.
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
  });

  await app.register(
    async (api) => {
      // JSON only: the form parser the sign-in pages need (/idp) and Fastify's text/plain one stop here, so any other
      // body is a 415 (errors.ts), never parsed into something a schema might half accept.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('application/json', { parseAs: 'string' }, api.getDefaultJsonParser('error', 'error'));
      api.addHook('onRequest', issueCsrfCookie);
      api.addHook('preValidation', refuseNulBytes);
      await api.register(configRoutes, { config });
      await api.register(openApiRoutes);
      await api.register(healthRoutes, { pingDatabase: () => sql`SELECT 1`.execute(deps.db) });
      await api.register(async (secured) => {
        secured.addHook('onRequest', authenticate(deps.verifyToken));
        secured.addHook('onRequest', verifyCsrf);
        registerIdempotency(secured, deps.db, {
          oneConnection: deps.oneConnection ?? false,
          keepDays: config.idempotencyKeepDays,
        });
        registerVersions(secured);
        await secured.register(apiRoutes, { catalogs: deps.catalogs, live });
        secured.setNotFoundHandler(async () => {
          throw new NotFoundError();
        });
      });
      // Authenticated like the routes above, but with no Idempotency-Key of its own: each item claims its own.
      await api.register(async (batched) => {
        batched.addHook('onRequest', authenticate(deps.verifyToken));
        batched.addHook('onRequest', verifyCsrf);
        await batched.register(batchRoutes);
      });
    },
    { prefix: '/api' },
  );

  await registerConsole(app, config.distDir);
  return app;
}

/**
 * Where the logs go: the test's stream; human-readable lines on a terminal (LOG_FORMAT=pretty, written as they come,
 * so nothing is lost when the process exits); else pino's JSON lines on stdout.
 */
async function logStream(
  logger: AppDeps['logger'],
  config: ServerConfig,
): Promise<{ stream?: { write(line: string): void } }> {
  if (typeof logger === 'object') return { stream: logger };
  if (config.logFormat !== 'pretty') return {};
  const { default: pretty } = await import('pino-pretty');
  // A request is one line: what was asked, then how it was answered.
  const messageFormat =
    '{if reqId}{reqId} {end}{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode}{end}';
  return {
    stream: pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat,
    }),
  };
}

/**
 * The OpenAPI document (served at GET /api/openapi.json by routes/openapi.ts), generated from the routes' zod
 * schemas. It lists the /api routes only (not /idp, nor the console's static files); each needs the bearer token
 * unless it says `security: []` (config, this document).
 */
async function registerOpenApi(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${config.brandName} API`, version: '1' },
      servers: [{ url: new URL(config.publicUrl).origin }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    hideUntagged: false,
    transform: (document) =>
      document.url.startsWith('/api/') ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url },
  });
}

/** `/api` itself or anything under it (the query aside). */
export function isApiUrl(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url);
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
