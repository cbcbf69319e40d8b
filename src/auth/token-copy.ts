import type { SignedInUser } from './signed-in.ts';

/** An access token MSAL gave, for whom, and until when (ms since the epoch). */
export interface HeldToken {
  user: SignedInUser;
  accessToken: string;
  expiresOn: number;
}

/**
 * The console's copy of the last access token MSAL gave (decision 040), so that a page opens and calls the API
 * without loading MSAL: MSAL (about a quarter of the first route's code) is loaded only to sign in or out and to
 * renew the token.
 *
 * It lives as MSAL's own cache does: in local storage (the spec's choice, so new tabs are signed in), for the browser
 * session only. MSAL ties its cache to a session cookie (its encryption key); the copy names a session cookie of its
 * own and counts only while that cookie is there, so both end together when the browser closes. Only the access
 * token is copied: the refresh and id tokens stay in MSAL's encrypted cache.
 */
const KEY = 'checkout-admin.token';
const COOKIE = 'checkout-admin.session';
/** A token this close to its expiry is renewed first (MSAL's tokenRenewalOffsetSeconds, spec section 9: 300 s). */
export const RENEW_BEFORE_MS = 300_000;

interface StoredCopy extends HeldToken {
  session: string;
}

function sessionId(create: boolean): string | undefined {
  const found = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (found || !create) return found;
  const id = crypto.randomUUID();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // No expiry: a session cookie, gone when the browser closes.
  document.cookie = `${COOKIE}=${id}; Path=/; SameSite=Strict${secure}`;
  return id;
}

function stored(): StoredCopy | undefined {
  try {
    const copy = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredCopy | null;
    if (!copy || typeof copy.accessToken !== 'string' || typeof copy.user?.userName !== 'string') return undefined;
    return copy.session === sessionId(false) ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** Who the copy says is signed in, whether or not its token is still good (offline, that is all there is). */
export const copiedUser = (): SignedInUser | undefined => stored()?.user;

/** The copy's token while it is good for more than RENEW_BEFORE_MS. */
export function copiedToken(now = Date.now()): string | undefined {
  const copy = stored();
  return copy && copy.expiresOn - now > RENEW_BEFORE_MS ? copy.accessToken : undefined;
}

export function keepCopy(token: HeldToken): void {
  const copy: StoredCopy = { ...token, session: sessionId(true)! };
  localStorage.setItem(KEY, JSON.stringify(copy));
}

/** The token refused (the API said 401): the next call asks MSAL; who is signed in is kept. */
export function dropCopiedToken(): void {
  const copy = stored();
  if (copy) localStorage.setItem(KEY, JSON.stringify({ ...copy, expiresOn: 0 }));
}

/** Signed out: nothing of the copy is left. */
export function clearCopy(): void {
  localStorage.removeItem(KEY);
}
