import { beforeEach, describe, expect, it } from 'vitest';
import {
  RENEW_BEFORE_MS,
  clearCopy,
  copiedToken,
  copiedUser,
  dropCopiedToken,
  keepCopy,
  type HeldToken,
} from './token-copy.ts';

const NOW = Date.UTC(2026, 11, 7, 19, 0);
const kari = { name: 'Kari Nordmann', userName: 'demo', isAuthenticated: true };
const token = (expiresOn: number): HeldToken => ({ user: kari, accessToken: 'token-1', expiresOn });

/** The browser closed: its session cookies are gone, local storage is not. */
function closeBrowser() {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe("the console's copy of MSAL's last access token", () => {
  beforeEach(() => {
    localStorage.clear();
    closeBrowser();
  });

  it('gives the token while it is good for more than the renewal offset, and the user even after', () => {
    keepCopy(token(NOW + RENEW_BEFORE_MS + 1));
    expect(copiedToken(NOW)).toBe('token-1');
    expect(copiedToken(NOW + 1)).toBeUndefined();
    expect(copiedUser()).toEqual(kari);
  });

  it('counts for the browser session only, as MSAL’s own cache does', () => {
    keepCopy(token(NOW + 3_600_000));
    closeBrowser();
    expect(copiedToken(NOW)).toBeUndefined();
    expect(copiedUser()).toBeUndefined();
  });

  it('drops a refused token but keeps who is signed in; signing out leaves nothing', () => {
    keepCopy(token(NOW + 3_600_000));
    dropCopiedToken();
    expect(copiedToken(NOW)).toBeUndefined();
    expect(copiedUser()).toEqual(kari);
    clearCopy();
    expect(copiedUser()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('ignores a copy that is not one', () => {
    localStorage.setItem('checkout-admin.token', '{"accessToken": 3}');
    expect(copiedUser()).toBeUndefined();
    localStorage.setItem('checkout-admin.token', 'not json');
    expect(copiedToken(NOW)).toBeUndefined();
  });
});
