/**
 * Stand-ins for MSAL's platform broker modules (WAM through the browser extension or the DOM API), put in their
 * place at build time by `build/msal-without-platform-broker.ts` (decision 026). The console never lets MSAL use a
 * platform broker (`allowPlatformBroker: false`, src/auth/auth-client.ts), and with that setting MSAL itself answers
 * exactly as these do: no provider, broker auth not allowed, not available. Only the code is left out (about 8 kB
 * gzip of the first route), which MSAL's controller imports statically whatever the setting says.
 */

/** `broker/nativeBroker/PlatformAuthProvider.mjs`: MSAL's answers when `allowPlatformBroker` is false. */
export function isPlatformAuthAllowed(): boolean {
  return false;
}

export async function getPlatformAuthProvider(): Promise<undefined> {
  return undefined;
}

export async function isPlatformBrokerAvailable(): Promise<boolean> {
  return false;
}

/** `interaction_client/PlatformAuthInteractionClient.mjs`: MSAL makes one only with a provider, which never exists here. */
export class PlatformAuthInteractionClient {
  constructor() {
    throw new Error('The platform broker is not part of this build (decision 026)');
  }
}
