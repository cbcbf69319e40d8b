import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDatabases } from './test/databases.ts';
import { buildTestServer, createTestApp } from './test/app.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { security?: unknown[]; responses?: Record<string, unknown>; parameters?: Array<{ in: string; name: string }> }
    >
  >;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  security: Array<Record<string, unknown>>;
}

/** `/api/restaurant/v2/:restaurant/x` → `/api/restaurant/v2/{restaurant}/x`, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe.each(testDatabases().slice(0, 1))('GET /api/openapi.json on $name', ({ open }) => {
  it('lists every /api route with its method, needs no token, and declares the bearer scheme', async () => {
    const handle = await open('migrated');
    const routes: RouteOptions[] = [];
    const app = await buildTestServer(handle.db, { onRoute: (route) => routes.push(route) });
    try {
      // No bearer token, no cookie.
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode, res.body).toBe(200);
      const doc = res.json<OpenApiDocument>();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(doc.security).toEqual([{ bearer: [] }]);

      const apiRoutes = routes
        .filter((route) => route.url.startsWith('/api/'))
        .flatMap((route) =>
          (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, url: route.url })),
        )
        .filter((route) => route.method !== 'HEAD');
      expect(apiRoutes.length).toBeGreaterThan(50);
      for (const { method, url } of apiRoutes) {
        expect(doc.paths[openApiPath(url)]?.[method.toLowerCase()], `${method} ${url}`).toBeDefined();
      }
      // Only /api: no sign-in provider, no console files.
      expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
      // Public routes say so; the others inherit the bearer requirement.
      expect(doc.paths['/api/config']?.get?.security).toEqual([]);
      expect(doc.paths['/api/openapi.json']?.get?.security).toEqual([]);
      expect(doc.paths['/api/health']?.get?.security).toEqual([]);
      expect(doc.paths['/api/images']?.get?.security).toBeUndefined();
      // Response schemas come from contract/.
      expect(doc.paths['/api/images']?.get?.responses?.['200']).toBeDefined();
      // A versioned write names its If-Match, and the 412 and 428 answers with what changed (decision 027).
      const put = doc.paths['/api/images/{id}']?.put;
      expect(put?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-match' }));
      expect(Object.keys(put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '412', '428']));
    } finally {
      await app.close();
      await handle.cleanup();
    }
  });
});

describe.each(testDatabases())('typed HTTP errors on $name', ({ open }) => {
  it('answer a missing record with 404, a clash with 409 and a bad reference with 400 naming the field', async () => {
    const handle = await open('seeded');
    const t = await createTestApp(handle);
    try {
      const missing = await t.send('DELETE', 'images/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        message: 'Image 999999 not found.',
        code: 'recordNotFound',
        values: { what: 'image', id: 999999 },
      });

      const restaurant = await t.send('GET', 'restaurant/v2/nowhere/bookings/search');
      expect(restaurant.statusCode).toBe(404);
      expect(restaurant.json()).toEqual({
        message: 'Restaurant nowhere not found.',
        code: 'recordNotFound',
        values: { what: 'restaurant', id: 'nowhere' },
      });

      const badImage = await t.send('POST', 'roomtype', { clockId: 'RT-ERR', displayName: 'Room', imageIds: [999999] });
      expect(badImage.statusCode).toBe(400);
      expect(badImage.json()).toEqual({
        message: 'Invalid request: body.imageIds: an image does not exist',
        code: 'invalidRequest',
        values: { problems: 'body.imageIds: an image does not exist' },
        errors: [{ field: 'body.imageIds', message: 'an image does not exist', code: 'field.imageMissing' }],
      });

      const code = { code: 'ERRTEST1', amount: 10, daysOfWeek: [1] };
      expect((await t.send('POST', 'discount-codes', code)).statusCode).toBe(200);
      const clash = await t.send('POST', 'discount-codes', code);
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ message: 'This discount code already exists. ', code: 'discountCode.taken' });
    } finally {
      await t.app.close();
      await handle.cleanup();
    }
  });
});
