import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, importJWK, type JWK } from 'jose';

export interface IdpSecrets {
  /** Private signing key (RS256); `kid` is its thumbprint so a new key never reuses an old kid. */
  signingKey: JWK;
  cookieKeys: string[];
}

/** Loads the provider's signing key and cookie keys from `dir`, creating them on first start. */
export async function loadIdpSecrets(dir: string): Promise<IdpSecrets> {
  const file = path.join(dir, 'idp-secrets.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as IdpSecrets;
    await importJWK(stored.signingKey, 'RS256');
    return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const signingKey: JWK = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
  const secrets: IdpSecrets = { signingKey, cookieKeys: [randomBytes(32).toString('base64url')] };
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** The public half of the signing key, as the API verifies tokens with it. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
