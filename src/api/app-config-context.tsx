import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '../../contract/config.ts';

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

/** Brand name, checkout URL and sign-in settings from `/api/config`. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs <AppConfigProvider>');
  return config;
}
