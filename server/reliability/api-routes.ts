import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { migrate } from '../db/migrate.ts';
import type { TokenVerifier } from '../plugins/auth.ts';
import type { VersionedWrite } from '../versioned-routes.ts';
import type { DatabaseHandle } from '../db/open.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { buildTestServer } from '../test/app.ts';
import { testTokens, type TestTokens } from '../test/tokens.ts';
import type { TestDatabase } from '../test/databases.ts';
import type { TemplateKind } from '../test/templates.ts';
import { afterAll, beforeAll } from 'vitest';

/** A JSON Schema as the OpenAPI document writes the routes' zod schemas (the subset fastify-type-provider-zod emits). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One /api route of the server's route table, with its schemas from the OpenAPI document. */
export interface ApiRoute {
  method: NonNullable<InjectOptions['method']>;
  /** Fastify's url, `/api/images/:id`. */
  url: string;
  params: ApiParameter[];
  query: ApiParameter[];
  body?: JsonSchema;
  /** The route's own body schema (zod), as it validates. */
  bodySchema?: unknown;
  /** What the route declared of versions (server/plugins/versions.ts). */
  versioned?: VersionedWrite<never>;
  unversioned?: string;
}

export interface RoutedApp {
  app: FastifyInstance;
  /** Signs tokens the app accepts (unless it was built with another `verifyToken`). */
  tokens: TestTokens;
  /** Every /api route the server registered (HEAD, which Fastify adds beside each GET, aside). */
  routes: ApiRoute[];
}

/**
 * The real app on a migrated, seeded database, with real JWT verification (the returned `tokens` sign for it), and
 * its /api routes as Fastify's `onRoute` hook reported them: a route added tomorrow is in the list without anyone
 * editing a test. Schemas come from the app's own OpenAPI document (GET /api/openapi.json).
 */
export async function buildRoutedApp(
  handle: DatabaseHandle,
  opts: { seed?: boolean; verifyToken?: TokenVerifier } = {},
): Promise<RoutedApp> {
  await migrate(handle.db);
  if (opts.seed !== false) await seedIfEmpty(handle.db);
  const tokens = await testTokens();
  const registered: RouteOptions[] = [];
  const app = await buildTestServer(handle.db, {
    verifyToken: opts.verifyToken ?? tokens.verifier,
    listen: handle.listen,
    onRoute: (route) => registered.push(route),
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode} ${res.body}`);
  const doc = res.json<OpenApiDocument>();
  const routes: ApiRoute[] = [];
  for (const route of registered) {
    if (!route.url.startsWith('/api/')) continue;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD') continue;
      const operation = doc.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) throw new Error(`${method} ${route.url} is not in the OpenAPI document`);
      const parameters = operation.parameters ?? [];
      routes.push({
        // Fastify's method type also admits any string; the routes it reports are light-my-request's methods.
        method: method as ApiRoute['method'],
        url: route.url,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        bodySchema: route.schema?.body,
        versioned: route.config?.versioned,
        unversioned: route.config?.unversioned,
      });
    }
  }
  return { app, tokens, routes };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: ApiParameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
}

/**
 * Registers beforeAll (a seeded database, the routed app on it, a token it accepts: `claims` as `tokens.token` takes
 * them) and afterAll in the calling describe block; the getter is for the tests and later hooks.
 */
export function useRoutedApp(
  open: (from?: TemplateKind) => Promise<TestDatabase>,
  claims: Parameters<TestTokens['token']>[0] = {},
): () => { handle: TestDatabase; routed: RoutedApp; token: string } {
  let current: { handle: TestDatabase; routed: RoutedApp; token: string } | undefined;
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await open('seeded');
    const routed = await buildRoutedApp(handle);
    current = { handle, routed, token: await routed.tokens.token(claims) };
  });
  afterAll(async () => {
    await current?.routed.app.close();
    await handle?.cleanup();
  });
  return () => {
    if (!current) throw new Error('The routed app is not ready: use it in a test or a hook after useRoutedApp.');
    return current;
  };
}

/** A state-changing method: it needs the anti-forgery header. */
export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** The route's url with its path params filled in (`:id` → `params.id`, URL-encoded). */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeText(params[name] ?? '1'));
}

/** encodeURIComponent, except that text it cannot encode (a lone surrogate) is sent as bytes that are not UTF-8. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** The anti-forgery cookie and header pair the console sends (server/plugins/csrf.ts). */
export const CSRF = { cookie: 'XSRF-TOKEN', header: 'x-xsrf-token', value: 'reliability-csrf-token' } as const;

/**
 * app.inject that reads the answer's status and body, except an event stream's (the live schedule stays open while
 * the token is valid): its status is read and the stream let go.
 */
export async function injectAndRead(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { status: res.statusCode, body, headers: res.headers };
}
