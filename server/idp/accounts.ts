import { timingSafeEqual } from 'node:crypto';

/** Demo accounts of the embedded sign-in provider (listed in README.md). */
export interface DemoAccount {
  id: string;
  username: string;
  password: string;
  name: string;
  email: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: 'u-demo', username: 'demo', password: 'demo', name: 'Kari Nordmann', email: 'kari.nordmann@example.com' },
  { id: 'u-host', username: 'host', password: 'host', name: 'Ola Hansen', email: 'ola.hansen@example.com' },
];

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function checkCredentials(username: string, password: string): DemoAccount | undefined {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username.trim().toLowerCase());
  return account && same(account.password, password) ? account : undefined;
}

export function accountById(id: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.id === id);
}
