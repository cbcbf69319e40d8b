import { randomInt } from 'node:crypto';

/** Readable codes: no 0/O, 1/I/L that people mix up when they read a code aloud or type it from paper. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A random code no row has yet (checked case-insensitively), trying a few times before giving up. */
export async function uniqueCode(taken: (code: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = randomCode();
    if (!(await taken(code))) return code;
  }
  throw new Error('could not generate a unique code');
}

/** PostgreSQL's unique violation (both databases report it the same way). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** PostgreSQL's foreign-key violation: a row points at one that is not there, or a row still pointed at is deleted. */
export function isForeignKeyViolation(err: unknown): err is { code: '23503'; detail?: string; constraint?: string } {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';
}
