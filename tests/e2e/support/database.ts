import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** PostgreSQL for the end-to-end tests that run on it too (`TEST_DATABASE_URL`, as the server tests); else none. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Runs one statement on TEST_DATABASE_URL's server (CREATE or DROP DATABASE). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * With TEST_DATABASE_URL: runs `use` with the server settings of a new, empty database of its own on that
 * PostgreSQL (the server migrates and seeds it), dropped afterwards. Without: with no settings (the server's PGlite
 * in its data dir).
 */
export async function withTestDatabase(use: (env: Record<string, string>) => Promise<void>): Promise<void> {
  if (!TEST_DATABASE_URL) return use({});
  const database = `ca_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  try {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    await use({ DATABASE_URL: url.toString() });
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
