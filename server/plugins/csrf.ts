import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, said } from '../http-errors.ts';

/**
 * Anti-forgery (double-submit) token: the server issues a random cookie the console can read, and every
 * state-changing /api request must echo it in a header. Bearer tokens already stop classic CSRF; this is the
 * spec's defence in depth and keeps a stolen cookie jar alone from doing anything.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** onRequest hook for every /api route: issues the cookie when the browser has none. */
export async function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, newToken(), {
    path: '/',
    sameSite: 'strict',
    httpOnly: false,
    // Kept across browser restarts: a tablet that restarts offline still holds it when its queue replays.
    maxAge: 365 * 24 * 60 * 60,
    secure: request.protocol === 'https',
  });
}

/** Random bytes drawn a batch at a time: one call into OpenSSL's generator per 256 tokens, not per token. */
const TOKEN_BYTES = 24;
const BATCH = 256;
let pool = Buffer.alloc(0);
let used = 0;

/** A new anti-forgery token: 24 random bytes, base64url. Each token has bytes of its own, never reused. */
function newToken(): string {
  if (used + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * BATCH);
    used = 0;
  }
  used += TOKEN_BYTES;
  return pool.subarray(used - TOKEN_BYTES, used).toString('base64url');
}

/** onRequest hook for protected /api routes: a state-changing request must carry a matching header. */
export async function verifyCsrf(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[CSRF_COOKIE] ?? '';
  const header = request.headers[CSRF_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (!cookie || !value || !equal(cookie, value)) {
    throw new ForbiddenError(said('antiForgery'));
  }
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
