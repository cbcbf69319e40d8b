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
}

const LOCAL_API_ID = 'api://checkout-admin';
const LOCAL_CLIENT_ID = 'checkout-admin-console';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
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
    brandName: env.BRAND_NAME ?? 'Fjordhotellet',
    checkoutUrl: (env.CHECKOUT_URL ?? `${publicUrl}/checkout`).replace(/\/$/, ''),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    auth,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when LOCAL_IDP is off (see README, "Configuration")`);
  return value;
}
