import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { UnauthorizedError } from '../http-errors.ts';

/** The signed-in staff member, as the API knows them from the bearer token. */
export interface ApiUser {
  /** Stable id: Entra `oid`, else `sub`. Idempotency keys and audit stamps are per user. */
  id: string;
  /** Display name, used for createdBy / updatedBy. */
  name: string;
  userName: string;
  /** When the token expires (ms since the epoch), if it says: a long-lived answer (the event stream) ends then. */
  expiresAt?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: ApiUser;
  }
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The scope name the token must carry in `scp` (Entra style), e.g. `access_as_user`. */
  scope: string;
  /** Local keys (embedded provider) or a JWKS URL (Entra). */
  keys: JSONWebKeySet | URL;
}

export type TokenVerifier = (token: string) => Promise<ApiUser>;

/** How many verified tokens a process remembers (a tablet's token is used for an hour; a few hundred staff at most). */
const VERIFIED_TOKENS = 1_000;
/** A token without an expiry is verified again after this long (ms). */
const VERIFIED_NO_EXPIRY_MS = 5 * 60_000;

/**
 * Verifies bearer tokens (RS256, issuer, audience, the API scope). A token that verified is remembered until it
 * expires (at most `VERIFIED_TOKENS` of them, the least recently used going first): every request of a tablet
 * carries the same token, and an RSA signature check is most of a small request's time. Only successes are
 * remembered, by the whole token, so a token is never taken for another; a refused one is checked anew each time.
 */
export function createVerifier(options: VerifierOptions): TokenVerifier {
  const verify = verifierWithoutMemory(options);
  const verified = new Map<string, { user: ApiUser; until: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      verified.delete(token);
      if (Date.now() < known.until) {
        verified.set(token, known);
        return known.user;
      }
    }
    const user = await verify(token);
    verified.set(token, { user, until: user.expiresAt ?? Date.now() + VERIFIED_NO_EXPIRY_MS });
    if (verified.size > VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    return user;
  };
}

function verifierWithoutMemory(options: VerifierOptions): TokenVerifier {
  const keySet = options.keys instanceof URL ? createRemoteJWKSet(options.keys) : createLocalJWKSet(options.keys);
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256'],
    });
    const scopes = scopeList(payload);
    if (!scopes.includes(options.scope)) throw new Error('token lacks the API scope');
    const id = stringClaim(payload, 'oid') ?? payload.sub;
    if (!id) throw new Error('token has no subject');
    const userName = stringClaim(payload, 'preferred_username') ?? stringClaim(payload, 'upn') ?? id;
    return {
      id,
      name: stringClaim(payload, 'name') ?? userName,
      userName,
      expiresAt: payload.exp === undefined ? undefined : payload.exp * 1000,
    };
  };
}

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function scopeList(payload: JWTPayload): string[] {
  const raw = stringClaim(payload, 'scp') ?? '';
  // Entra puts bare names in scp; the local provider's `scope` claim carries full `api://.../name` values.
  return raw.split(' ').filter(Boolean);
}

/** onRequest hook: 401 unless a valid bearer token is present. */
export function authenticate(verify: TokenVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw new UnauthorizedError('Bearer');
    }
    try {
      request.user = await verify(match[1]);
    } catch (err) {
      request.log.info({ reason: (err as Error).message }, 'bearer token rejected');
      throw new UnauthorizedError('Bearer error="invalid_token"');
    }
  };
}
