import path from 'node:path';

/**
 * Server settings, from environment variables only: one build serves every environment.
 * Each variable is documented in README.md ("Configuration").
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** Origin the browser uses to reach this server; the local provider's issuer and redirect URIs derive from it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections the server's pool opens at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  brandName: string;
  checkoutUrl: string;
  /** Directory of the built console (vite build output). */
  distDir: string;
  auth: {
    /** true: the embedded OpenID provider under /idp signs users in (demo accounts). */
    localIdp: boolean;
    authority: string;
    clientId: string;
    apiScope: string;
    audience: string;
    issuer: string;
    jwksUrl: string;
  };
  logLevel: string;
  /** 'pretty': human-readable lines (pino-pretty); 'json': one JSON object a line, for a log collector. */
  logFormat: 'pretty' | 'json';
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut (ms). */
  shutdownTimeoutMs: number;
  /** How many days the change log keeps its entries (CHANGE_LOG_KEEP_DAYS); undefined: all of them, always. */
  changeLogKeepDays: number | undefined;
  /**
   * How many days a write's Idempotency-Key and its answer are kept (IDEMPOTENCY_KEEP_DAYS, default 7): a retry within
   * them is answered once; the console never replays a queued change older than this as new (decision 036).
   */
  idempotencyKeepDays: number;
}

const LOCAL_API_ID = 'api://checkout-admin';
const LOCAL_CLIENT_ID = 'checkout-admin-console';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

/**
 * LOG_FORMAT, else pretty on a terminal outside production (NODE_ENV=production), JSON otherwise (a pipe, a file,
 * journald, a container's log collector).
 */
function logFormat(env: NodeJS.ProcessEnv, terminal: boolean): 'pretty' | 'json' {
  const value = env.LOG_FORMAT?.toLowerCase();
  if (value === 'pretty' || value === 'json') return value;
  if (value) throw new Error(`LOG_FORMAT must be "pretty" or "json", got "${env.LOG_FORMAT}"`);
  return terminal && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** `terminal`: whether the logs go to a terminal (stdout is a TTY). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal = Boolean(process.stdout.isTTY),
): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const localIdp = flag(env.LOCAL_IDP, !env.AUTH_CLIENT_ID);
  const localIssuer = `${publicUrl}/idp`;
  const host = new URL(publicUrl).host;

  const auth = localIdp
    ? {
        localIdp: true,
        // MSAL only accepts an https authority string; the real (http) endpoints go inline as authorityMetadata.
        authority: `https://${host}/idp/`,
        clientId: LOCAL_CLIENT_ID,
        apiScope: `${LOCAL_API_ID}/access_as_user`,
        audience: LOCAL_API_ID,
        issuer: localIssuer,
        jwksUrl: `${localIssuer}/jwks`,
      }
    : {
        localIdp: false,
        authority: required(env, 'AUTH_AUTHORITY'),
        clientId: required(env, 'AUTH_CLIENT_ID'),
        apiScope: required(env, 'AUTH_API_SCOPE'),
        audience: required(env, 'AUTH_AUDIENCE'),
        issuer: required(env, 'AUTH_ISSUER'),
        jwksUrl: required(env, 'AUTH_JWKS_URL'),
      };

  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    brandName: env.BRAND_NAME ?? 'Fjordhotellet',
    checkoutUrl: (env.CHECKOUT_URL ?? `${publicUrl}/checkout`).replace(/\/$/, ''),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    auth,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env, terminal),
    shutdownTimeoutMs: seconds(env, 'SHUTDOWN_TIMEOUT', 10) * 1000,
    changeLogKeepDays: keepDays(env.CHANGE_LOG_KEEP_DAYS),
    idempotencyKeepDays: keepDays(env.IDEMPOTENCY_KEEP_DAYS, 'IDEMPOTENCY_KEEP_DAYS') ?? DEFAULT_IDEMPOTENCY_KEEP_DAYS,
  };
}

function keepDays(value: string | undefined, name = 'CHANGE_LOG_KEEP_DAYS'): number | undefined {
  if (value === undefined || value === '') return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) {
    const unset = name === 'CHANGE_LOG_KEEP_DAYS' ? 'keep everything' : `${DEFAULT_IDEMPOTENCY_KEEP_DAYS}`;
    throw new Error(`${name} must be a whole number of days, 1 or more (unset: ${unset}), got "${value}"`);
  }
  return days;
}

/** Idempotency-Keys are kept a week by default: a tablet off the network over a weekend still replays once. */
export const DEFAULT_IDEMPOTENCY_KEEP_DAYS = 7;

/**
 * 25 by default: on a busy evening a write holds its connection for three round trips, and with the old default of
 * 10 the reads queued behind the writes for one (decision 035).
 */
export const DEFAULT_POOL_SIZE = 25;

function poolSize(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number of connections (1 or more), got "${value}"`);
  }
  return size;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of seconds, got "${value}"`);
  return parsed;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when LOCAL_IDP is off (see README, "Configuration")`);
  return value;
}
