import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling, WRITE_RACED } from './errors.ts';

describe('errors as answers', () => {
  it('answers a write that met another one (a deadlock, a serialization failure) 503 to send again, never 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    for (const code of ['40P01', '40001']) {
      app.post(`/raced/${code}`, async () => {
        throw Object.assign(new Error('deadlock detected'), { code });
      });
    }
    app.post('/broken', async () => {
      throw new Error('something else');
    });
    for (const code of ['40P01', '40001']) {
      const res = await app.inject({ method: 'POST', url: `/raced/${code}` });
      expect(res.statusCode, code).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ message: WRITE_RACED, code: 'writeRaced' });
    }
    expect((await app.inject({ method: 'POST', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
