import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { BadRequestError } from '../http-errors.ts';

/**
 * Security headers. Scripts only from our own origin (no inline script anywhere, the sign-in pages included);
 * styles allow inline because Radix injects small <style> elements. The sign-in authority's origin is allowed
 * for MSAL's token calls and silent-renew frames.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { authOrigins: string[]; https: boolean }) {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...opts.authOrigins],
        frameSrc: ["'self'", ...opts.authOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...opts.authOrigins],
        // MSAL's silent renewal loads our own redirect page in a hidden frame; nobody else may frame us.
        frameAncestors: ["'self'"],
      },
    },
    // The sign-in popup must keep its opener (MSAL polls it).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: opts.https ? undefined : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  // On the raw response, as helmet sets them: answers written past Fastify (the sign-in provider under /idp) have them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets with these options, worked out once: they are the same for every request (no nonces, no
 * per-route options), and @fastify/helmet builds helmet's whole middleware anew on each request (its CSP parsed
 * and checked again: a few % of a small request's time). Asked of helmet itself, on a throwaway instance.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string | string[]]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  // Helmet sets them on the raw response in an onRequest hook; nothing else has set any yet.
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const set = response.json<Record<string, string | number | string[]>>();
  return Object.entries(set).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
}

/**
 * preValidation hook of /api: a NUL character in any text (path param, query value, body string or key, at any
 * depth) is a 400 naming the field, the way the schema's own checks name it (`body.items.0.name`). PostgreSQL
 * cannot store it in text; checked here once rather than in each of the contract's text fields.
 */
export async function refuseNulBytes(request: FastifyRequest): Promise<void> {
  const pending: Array<[value: unknown, field: string]> = [
    [request.params, 'params'],
    [request.query, 'querystring'],
    [request.body, 'body'],
  ];
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new BadRequestError(field, 'field.noNul');
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${field}.${index}`]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) throw new BadRequestError(field, 'field.noNulInKey');
        pending.push([item, `${field}.${key}`]);
      }
    }
  }
}
