import Provider, { errors, type AdapterFactory, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { accountById } from './accounts.ts';
import { messagePage, logoutPage } from './pages.ts';
import type { IdpSecrets } from './keys.ts';

export interface IdpSettings {
  issuer: string;
  clientId: string;
  /** The API's resource indicator and token audience, e.g. `api://checkout-admin`. */
  audience: string;
  /** The scope MSAL asks for, e.g. `api://checkout-admin/access_as_user`. */
  apiScope: string;
  /** Origins whose `/redirect.html` may receive the sign-in response (the server itself, the Vite dev server). */
  appOrigins: string[];
}

/**
 * The embedded OpenID Connect provider (oidc-provider), set up to behave like Entra ID towards MSAL:
 * a public PKCE client, JWT access tokens for the API resource with an Entra-style `scp` claim,
 * refresh tokens without a consent prompt (first-party console), and our own pages. `adapter` keeps its state (the
 * server's: idpAdapter, in the database); without one, the provider's own in-memory store (tests), which warns.
 */
export function createProvider(settings: IdpSettings, secrets: IdpSecrets, adapter?: AdapterFactory): Provider {
  const apiScopeName = settings.apiScope.split('/').pop() ?? 'access_as_user';

  const configuration: Configuration = {
    ...(adapter ? { adapter } : {}),
    clients: [
      {
        client_id: settings.clientId,
        client_name: 'Checkout Admin',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: settings.appOrigins.map((origin) => `${origin}/redirect.html`),
        post_logout_redirect_uris: settings.appOrigins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
    },
    // The console (a browser app) calls the token endpoint from its own origin: allowed from the origins its
    // redirect addresses are on, and no other.
    clientBasedCORS: (_ctx, origin, client) =>
      origin !== 'null' && client.redirectUris?.some((uri) => new URL(uri).origin === origin) === true,
    // MSAL reads name and preferred_username from the id token of the code flow.
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    findAccount: (_ctx, id) => {
      const account = accountById(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: account.name,
          preferred_username: account.username,
          email: account.email,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    // The console is first-party: grant what it asks for without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) {
        const found = await provider.Grant.find(existing);
        if (found) return found;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(settings.audience, settings.apiScope);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    extraTokenClaims: (_ctx, token) => {
      if (token.kind !== 'AccessToken') return undefined;
      const account = token.accountId ? accountById(token.accountId) : undefined;
      return { scp: apiScopeName, name: account?.name, preferred_username: account?.username };
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? settings.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== settings.audience) throw new errors.InvalidTarget();
          return {
            scope: settings.apiScope,
            audience: settings.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have been signed out.');
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in error', String(out.error_description ?? out.error));
    },
    pkce: { required: () => true },
  };

  return new Provider(settings.issuer, configuration);
}
