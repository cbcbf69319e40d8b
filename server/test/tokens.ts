import { generateKeyPair, exportJWK, SignJWT, type JWK } from 'jose';
import { createVerifier, type TokenVerifier } from '../plugins/auth.ts';

export const TEST_ISSUER = 'http://localhost:8080/idp';
export const TEST_AUDIENCE = 'api://checkout-admin';

export interface TestTokens {
  verifier: TokenVerifier;
  /** The public key, as a JWK set: a server in another process verifies these tokens with it. */
  jwks: { keys: JWK[] };
  /** A signed access token as the provider issues them (RS256, issuer, audience, scp). */
  token(claims?: {
    sub?: string;
    name?: string;
    scp?: string;
    aud?: string;
    iss?: string;
    expiresIn?: string;
  }): Promise<string>;
}

/** A real key pair and verifier for server tests: tokens are signed and verified, never mocked. */
export async function testTokens(): Promise<TestTokens> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256' };
  const verifier = createVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    scope: 'access_as_user',
    keys: { keys: [jwk] },
  });
  return {
    verifier,
    jwks: { keys: [jwk] },
    token: (claims = {}) =>
      new SignJWT({
        scp: claims.scp ?? 'access_as_user',
        name: claims.name ?? 'Kari Nordmann',
        preferred_username: 'demo',
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test' })
        .setSubject(claims.sub ?? 'u-demo')
        .setIssuer(claims.iss ?? TEST_ISSUER)
        .setAudience(claims.aud ?? TEST_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(claims.expiresIn ?? '1h')
        .sign(privateKey),
  };
}
