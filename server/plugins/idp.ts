import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import { z } from 'zod';
import type Provider from 'oidc-provider';
import { checkCredentials } from '../idp/accounts.ts';
import { AUTO_LOGOUT_JS, loginPage, messagePage } from '../idp/pages.ts';

const loginBody = z.object({ username: z.string().max(200).default(''), password: z.string().max(200).default('') });

/** Mounts the embedded OpenID provider under /idp, with our own sign-in page at /idp/interaction/:uid. */
export interface IdpRouteOptions {
  brand: string;
  /** The API resource and scope granted to the console along with the OpenID scopes. */
  audience: string;
  apiScope: string;
}

/**
 * oidc-provider drops `offline_access` (so issues no refresh token) unless `prompt=consent` is asked, and MSAL does
 * not ask it. Interactive sign-ins therefore get `consent` added; the consent step itself is granted at once
 * (first-party console). Silent `prompt=none` requests are left as they are.
 */
export function withConsentPrompt(url: string): string {
  if (!url.startsWith('/auth?')) return url;
  const params = new URLSearchParams(url.slice('/auth?'.length));
  const scopes = (params.get('scope') ?? '').split(' ');
  const prompts = new Set((params.get('prompt') ?? '').split(' ').filter(Boolean));
  if (!scopes.includes('offline_access') || prompts.has('none') || prompts.has('consent')) return url;
  // Entra-only prompt values mean nothing here; sign-in always asks for the account.
  prompts.delete('select_account');
  prompts.add('consent');
  params.set('prompt', [...prompts].join(' '));
  return `/auth?${params.toString()}`;
}

export async function registerIdp(app: FastifyInstance, provider: Provider, options: IdpRouteOptions): Promise<void> {
  const { brand } = options;
  await app.register(middie, { hook: 'onRequest' });
  await app.register(formbody);
  const callback = provider.callback();
  app.use('/idp', (req, res, next) => {
    // Our interaction routes are Fastify's; everything else under /idp is the provider's.
    if (req.url?.startsWith('/interaction/')) {
      next();
      return;
    }
    const url = withConsentPrompt(req.url ?? '/');
    if (url !== req.url) {
      // oidc-provider derives its mount path from originalUrl minus url: keep the two consistent.
      req.originalUrl = `/idp${url}`;
      req.url = url;
    }
    void callback(req, res);
  });

  app.get('/idp-assets/auto-logout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(AUTO_LOGOUT_JS),
  );

  app.get<{ Params: { uid: string } }>('/idp/interaction/:uid', async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        // First-party console: consent is granted without asking.
        const grant =
          (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
          new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope('openid profile email offline_access');
        grant.addResourceScope(options.audience, options.apiScope);
        const grantId = await grant.save();
        const to = await provider.interactionResult(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return reply.redirect(to, 303);
      }
      return reply.send(loginPage({ brand, action: `/idp/interaction/${details.uid}` }));
    } catch {
      return reply
        .code(400)
        .send(messagePage('Sign-in expired', 'This sign-in request has expired. Close this window and try again.'));
    }
  });

  app.post<{ Params: { uid: string } }>('/idp/interaction/:uid', async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const parsed = loginBody.safeParse(request.body ?? {});
    const { username, password } = parsed.success ? parsed.data : { username: '', password: '' };
    let uid: string;
    try {
      uid = (await provider.interactionDetails(request.raw, reply.raw)).uid;
    } catch {
      return reply
        .code(400)
        .send(messagePage('Sign-in expired', 'This sign-in request has expired. Close this window and try again.'));
    }
    const account = checkCredentials(username, password);
    if (!account) {
      return reply
        .code(401)
        .send(loginPage({ brand, action: `/idp/interaction/${uid}`, username, error: 'Wrong username or password.' }));
    }
    const to = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(to, 303);
  });
}
