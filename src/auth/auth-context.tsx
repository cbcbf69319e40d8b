import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthClient } from './auth-client.ts';
import type { SignedInUser } from './signed-in.ts';

const AuthContext = createContext<AuthClient | null>(null);

export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  return <AuthContext.Provider value={client}>{children}</AuthContext.Provider>;
}

function useAuthClient(): AuthClient {
  const client = useContext(AuthContext);
  if (!client) throw new Error('useAuth needs <AuthProvider>');
  return client;
}

/** The signed-in user (undefined when signed out) and the sign-in actions. */
export function useAuth(): {
  user: SignedInUser | undefined;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
} {
  const client = useAuthClient();
  const user = useSyncExternalStore(client.subscribe, client.getUser);
  return { user, signIn: client.signIn, signOut: client.signOut };
}
