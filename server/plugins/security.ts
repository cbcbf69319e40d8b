import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. Scripts only from our own origin (no inline script anywhere, the sign-in pages included);
 * styles allow inline because Radix injects small <style> elements. The sign-in authority's origin is allowed
 * for MSAL's token calls and silent-renew frames.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { authOrigins: string[]; https: boolean }) {
  await app.register(helmet, {
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
}
