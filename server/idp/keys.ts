import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { AnyKysely, IdpTables } from './adapter.ts';

export interface IdpSecrets {
  /** Private signing key (RS256); `kid` is its thumbprint so a new key never reuses an old kid. */
  signingKey: JWK;
  cookieKeys: string[];
}

/** Loads the provider's signing key and cookie keys from `dir`, creating them on first start (tests; the server keeps them in the database: loadSharedIdpSecrets). */
export async function loadIdpSecrets(dir: string): Promise<IdpSecrets> {
  const file = path.join(dir, 'idp-secrets.json');
  const stored = await readSecretsFile(file);
  if (stored) return stored;
  const secrets = await newSecrets();
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/**
 * The provider's secrets kept in the database (table idp_secrets), one set for every server process on it: a token
 * one signs, another verifies; a sign-in cookie one sets, another reads. The first process to start creates them
 * (several starting at once: one insert wins, all use it); on a data dir that has them in `<legacyDir>/idp-secrets.json`
 * (servers before the database kept them), those are taken, so existing sign-ins and tokens stay valid.
 */
export async function loadSharedIdpSecrets(db: AnyKysely, legacyDir?: string): Promise<IdpSecrets> {
  const store = (db as Kysely<unknown>).withTables<IdpTables>();
  const stored = () => store.selectFrom('idp_secrets').select('secrets').where('id', '=', 1).executeTakeFirst();
  const found = await stored();
  if (found) return found.secrets as IdpSecrets;
  const candidate =
    (legacyDir ? await readSecretsFile(path.join(legacyDir, 'idp-secrets.json')) : undefined) ?? (await newSecrets());
  await store
    .insertInto('idp_secrets')
    .values({ id: 1, secrets: JSON.stringify(candidate) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const winner = await stored();
  if (!winner) throw new Error('idp_secrets: the secrets just stored cannot be read back');
  return winner.secrets as IdpSecrets;
}

async function readSecretsFile(file: string): Promise<IdpSecrets | undefined> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as IdpSecrets;
    await importJWK(stored.signingKey, 'RS256');
    return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function newSecrets(): Promise<IdpSecrets> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const signingKey: JWK = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
  return { signingKey, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/** The public half of the signing key, as the API verifies tokens with it. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
