import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsole } from './console.ts';

/** A built console as `npm run build` leaves it: each script beside its .br and .gz. */
const SCRIPT = `console.log(${JSON.stringify('checkout '.repeat(400))});`;
const PAGE = '<!doctype html><title>Checkout Admin</title><div id="root"></div>';

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'console-test-'));
  await mkdir(path.join(dir, 'assets'));
  for (const [file, text] of [
    ['assets/main-abc.js', SCRIPT],
    ['index.html', PAGE],
  ] as const) {
    await writeFile(path.join(dir, file), text);
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  app = Fastify();
  await registerConsole(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the built console', () => {
  it('sends a script as the build compressed it, brotli first, else gzip, else as it is; cached for a year', async () => {
    const br = await app.inject({ url: '/assets/main-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await app.inject({ url: '/assets/main-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/main-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the shell compressed too, at / and at a deep link, always revalidated', async () => {
    for (const url of ['/', '/restaurant/1/schedule']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br', accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
