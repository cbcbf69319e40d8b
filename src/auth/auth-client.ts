import {
  AuthError,
  EventType,
  InteractionRequiredAuthError,
  createStandardPublicClientApplication,
  type AccountInfo,
  type Configuration,
  type EventMessage,
} from '@azure/msal-browser';
import type { AuthConfig } from '../../contract/config.ts';

/** The signed-in user (spec section 3). */
export interface SignedInUser {
  name: string;
  userName: string;
  isAuthenticated: boolean;
}

/** Silent-token failures that a popup sign-in can fix (spec section 4); any other code is only logged. */
export const POPUP_RETRY_CODES = ['consent_required', 'interaction_required', 'login_required', 'user_login_error'];

export function needsInteraction(error: unknown): boolean {
  if (error instanceof InteractionRequiredAuthError) return true;
  return error instanceof AuthError && POPUP_RETRY_CODES.includes(error.errorCode);
}

/** No token can be had without the user signing in again (and the caller asked for no popup). */
export class SignInRequiredError extends Error {
  constructor() {
    super('Sign-in required');
    this.name = 'SignInRequiredError';
  }
}

/** Spec section 9: popup 483 by 600. */
const POPUP = { popupSize: { width: 483, height: 600 } };

export interface AuthClient {
  getUser: () => SignedInUser | undefined;
  subscribe: (listener: () => void) => () => void;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * An access token for the product's API scope: silent first (a fresh one when the cached one is near expiry),
   * a popup when the provider needs the user, unless `interactive` is false: then SignInRequiredError.
   */
  getAccessToken: (options?: { interactive?: boolean }) => Promise<string>;
}

/** Creates the MSAL popup client for Entra ID or the embedded provider (settings from /api/config). */
export async function createAuthClient(config: AuthConfig): Promise<AuthClient> {
  const origin = window.location.origin;
  const msalConfig: Configuration = {
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      ...(config.authorityMetadata ? { authorityMetadata: config.authorityMetadata } : {}),
      redirectUri: `${origin}/redirect.html`,
      postLogoutRedirectUri: `${origin}/`,
    },
    // The spec keeps tokens in local storage (MSAL's default is session storage) so new tabs are signed in.
    cache: { cacheLocation: 'localStorage' },
    // No platform broker (WAM): the build leaves its code out (build/msal-without-platform-broker.ts, decision 026).
    system: { protocolMode: config.protocolMode, tokenRenewalOffsetSeconds: 300, allowPlatformBroker: false },
  };
  const msal = await createStandardPublicClientApplication(msalConfig);

  const scopes = [config.apiScope];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const pickAccount = (): AccountInfo | null => {
    const active = msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
    if (active && !msal.getActiveAccount()) msal.setActiveAccount(active);
    return active;
  };
  pickAccount();
  msal.addEventCallback((event: EventMessage) => {
    if (event.eventType === EventType.LOGIN_SUCCESS || event.eventType === EventType.ACTIVE_ACCOUNT_CHANGED) {
      pickAccount();
      notify();
    }
  });

  let user = toUser(pickAccount());
  const refresh = () => {
    user = toUser(pickAccount());
  };
  listeners.add(refresh);

  const popupToken = async (): Promise<string> => {
    const result = await msal.acquireTokenPopup({ scopes, popupWindowAttributes: POPUP });
    msal.setActiveAccount(result.account);
    notify();
    return result.accessToken;
  };

  return {
    getUser: () => user,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: async () => {
      const result = await msal.loginPopup({ scopes, popupWindowAttributes: POPUP });
      msal.setActiveAccount(result.account);
      notify();
    },
    signOut: async () => {
      const account = pickAccount();
      // client_id lets the provider check the post-logout address even when no id token hint is at hand.
      await msal.logoutRedirect({
        account,
        postLogoutRedirectUri: `${origin}/`,
        extraQueryParameters: { client_id: config.clientId },
      });
    },
    getAccessToken: async ({ interactive = true } = {}) => {
      const account = pickAccount();
      if (!account) throw new SignInRequiredError();
      try {
        const result = await msal.acquireTokenSilent({ scopes, account });
        return result.accessToken;
      } catch (error) {
        if (needsInteraction(error)) {
          if (!interactive) throw new SignInRequiredError();
          return popupToken();
        }
        console.error('Silent token acquisition failed', error);
        throw error;
      }
    },
  };
}

function toUser(account: AccountInfo | null): SignedInUser | undefined {
  if (!account) return undefined;
  return { name: account.name ?? account.username, userName: account.username, isAuthenticated: true };
}
