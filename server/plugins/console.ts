import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../http-errors.ts';

/**
 * Serves the built console (dist/) with a history fallback: any other GET that asks for HTML gets index.html,
 * and the console's router decides (the spec's routes, or its own not-found view). Hashed assets are cached
 * for a year; the shell, the service worker and the manifest are always revalidated. What the build compressed is
 * sent compressed.
 *
 * The files are listed once at start (`wildcard: false`: one route per file, not a catch-all `GET /*`), so a path
 * that is no file reaches the not-found handler of its prefix: under /api that is the API's own, behind sign-in
 * (app.ts), never this one.
 */
export async function registerConsole(app: FastifyInstance, distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ distDir }, 'no built console found: run `npm run build` (API and sign-in still served)');
    // Fastify's own 404 logs the whole URL, query and all (a sign-in code, say): answer without it.
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(new NotFoundError().body()));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each script, style and page (vite.config.ts): sent to a browser that
    // accepts them, with content-encoding, instead of the bytes as they are.
    preCompressed: true,
    // Cache-Control is ours (setHeaders below, and the shell's routes): @fastify/static 9 would otherwise set its own
    // ('public, max-age=0') over it, after setHeaders.
    cacheControl: false,
    setHeaders(res, file) {
      const rel = path.relative(distDir, file).split(path.sep).join('/');
      res.setHeader('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Which bytes are sent depends on Accept-Encoding (preCompressed): caches must know it (@fastify/static 9 no
      // longer says so itself).
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.get('/', async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/idp/');
    if (request.method === 'GET' && !isApi && (request.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(new NotFoundError().body());
  });
}
