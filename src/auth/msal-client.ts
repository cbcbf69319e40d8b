import {
  AuthError,
  EventType,
  InteractionRequiredAuthError,
  createStandardPublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
  type Configuration,
  type EventMessage,
} from '@azure/msal-browser';
import type { AuthConfig } from '../../contract/config.ts';
import { SignInRequiredError, type SignedInUser } from './signed-in.ts';
import type { HeldToken } from './token-copy.ts';

/** Silent-token failures that a popup sign-in can fix (spec section 4); any other code is only logged. */
export const POPUP_RETRY_CODES = ['consent_required', 'interaction_required', 'login_required', 'user_login_error'];

export function needsInteraction(error: unknown): boolean {
  if (error instanceof InteractionRequiredAuthError) return true;
  return error instanceof AuthError && POPUP_RETRY_CODES.includes(error.errorCode);
}

/** Spec section 9: popup 483 by 600. */
const POPUP = { popupSize: { width: 483, height: 600 } };

/** What the console asks of MSAL (loaded on demand by src/auth/auth-client.ts: decision 040). */
export interface MsalSession {
  /** The account MSAL holds, if any. */
  user: () => SignedInUser | undefined;
  /** MSAL's own changes of account (a sign-in, another account made active). */
  onAccountChange: (listener: () => void) => void;
  signIn: () => Promise<HeldToken>;
  signOut: () => Promise<void>;
  /** Silent first (a fresh one when the cached one is near expiry), a popup when the provider needs the user. */
  token: (interactive: boolean) => Promise<HeldToken>;
}

/** The MSAL popup client for Entra ID or the embedded provider (settings from /api/config). */
export async function openMsal(config: AuthConfig): Promise<MsalSession> {
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

  const pickAccount = (): AccountInfo | null => {
    const active = msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
    if (active && !msal.getActiveAccount()) msal.setActiveAccount(active);
    return active;
  };
  pickAccount();
  msal.addEventCallback((event: EventMessage) => {
    if (event.eventType === EventType.LOGIN_SUCCESS || event.eventType === EventType.ACTIVE_ACCOUNT_CHANGED) {
      pickAccount();
      listeners.forEach((listener) => listener());
    }
  });

  const held = (result: AuthenticationResult): HeldToken => {
    msal.setActiveAccount(result.account);
    return {
      user: toUser(result.account)!,
      accessToken: result.accessToken,
      expiresOn: result.expiresOn?.getTime() ?? 0,
    };
  };

  return {
    user: () => toUser(pickAccount()),
    onAccountChange: (listener) => listeners.add(listener),
    signIn: async () => held(await msal.loginPopup({ scopes, popupWindowAttributes: POPUP })),
    signOut: async () => {
      const account = pickAccount();
      // client_id lets the provider check the post-logout address even when no id token hint is at hand.
      await msal.logoutRedirect({
        account,
        postLogoutRedirectUri: `${origin}/`,
        extraQueryParameters: { client_id: config.clientId },
      });
    },
    token: async (interactive) => {
      const account = pickAccount();
      if (!account) throw new SignInRequiredError();
      try {
        return held(await msal.acquireTokenSilent({ scopes, account }));
      } catch (error) {
        if (needsInteraction(error)) {
          if (!interactive) throw new SignInRequiredError();
          return held(await msal.acquireTokenPopup({ scopes, popupWindowAttributes: POPUP }));
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
