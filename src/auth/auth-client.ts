import type { AuthConfig } from '../../contract/config.ts';
import type { MsalSession } from './msal-client.ts';
import { SignInRequiredError, type SignedInUser } from './signed-in.ts';
import { clearCopy, copiedToken, copiedUser, dropCopiedToken, keepCopy, type HeldToken } from './token-copy.ts';

export interface AuthClient {
  getUser: () => SignedInUser | undefined;
  subscribe: (listener: () => void) => () => void;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * An access token for the product's API scope: the copy while it is good, else MSAL's (silent first, a popup when
   * the provider needs the user, unless `interactive` is false: then SignInRequiredError).
   */
  getAccessToken: (options?: { interactive?: boolean }) => Promise<string>;
  /** The API refused the token (401): the next call asks MSAL for one. */
  dropToken: () => void;
}

/**
 * Sign-in for the console (decision 040): MSAL's popup client for Entra ID or the embedded provider (settings from
 * /api/config), loaded on demand. A page opens with the user and the access token MSAL last gave (src/auth/
 * token-copy.ts), so the first route needs none of MSAL's code; MSAL is loaded at once only when there is no copy
 * (nobody signed in on this browser session, or an older console signed them in), and else when a token is to be
 * renewed or someone signs in or out.
 */
export async function createAuthClient(config: AuthConfig): Promise<AuthClient> {
  const listeners = new Set<() => void>();
  let user = copiedUser();
  const setUser = (next: SignedInUser | undefined) => {
    if (next?.userName === user?.userName && next?.name === user?.name) return;
    user = next;
    listeners.forEach((listener) => listener());
  };

  let opened: Promise<MsalSession> | undefined;
  const msal = (): Promise<MsalSession> => {
    opened ??= import('./msal-client.ts')
      .then(({ openMsal }) => openMsal(config))
      .then((session) => {
        // MSAL knows best who is signed in: the copy may be of someone since signed out in another tab.
        const account = session.user();
        if (!account) clearCopy();
        setUser(account);
        session.onAccountChange(() => setUser(session.user()));
        return session;
      });
    opened.catch(() => (opened = undefined));
    return opened;
  };
  const kept = (token: HeldToken): string => {
    keepCopy(token);
    setUser(token.user);
    return token.accessToken;
  };

  // Nobody known to this browser session: only MSAL can say whether someone is signed in.
  if (!user) await msal();

  return {
    getUser: () => user,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: async () => {
      kept(await (await msal()).signIn());
    },
    signOut: async () => {
      const session = await msal();
      clearCopy();
      await session.signOut();
    },
    getAccessToken: async ({ interactive = true } = {}) => {
      const copied = copiedToken();
      if (copied) return copied;
      if (!user) throw new SignInRequiredError();
      return kept(await (await msal()).token(interactive));
    },
    dropToken: dropCopiedToken,
  };
}
