import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigSchema, type AppConfig } from '../../contract/config.ts';
import type { ServerConfig } from '../config.ts';

/** `GET /api/config`: public start-up document (brand, sign-in settings, checkout URL). No token needed. */
export const configRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  const body = publicConfig(config);
  app.get('/config', { schema: { security: [], response: { 200: appConfigSchema } } }, async () => body);
};

export function publicConfig(config: ServerConfig): AppConfig {
  const { auth } = config;
  const app = {
    brandName: config.brandName,
    checkoutUrl: config.checkoutUrl,
    idempotencyKeepDays: config.idempotencyKeepDays,
  };
  const client = { authority: auth.authority, clientId: auth.clientId, apiScope: auth.apiScope };
  if (!auth.localIdp) return { ...app, auth: { ...client, protocolMode: 'AAD', knownAuthorities: [] } };
  const issuer = auth.issuer;
  return {
    ...app,
    auth: {
      ...client,
      protocolMode: 'OIDC',
      knownAuthorities: [new URL(auth.authority).host],
      // MSAL never fetches discovery when given this, so the http endpoints of the local provider work.
      authorityMetadata: JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        end_session_endpoint: `${issuer}/session/end`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      }),
    },
  };
}
