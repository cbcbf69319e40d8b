import { appConfigSchema, type AppConfig } from '../../contract/config.ts';
import { API_BASE } from './http.ts';

const STORAGE_KEY = 'checkout-admin.config';

/**
 * The public start-up document. Kept in localStorage too, so an installed app with no network can still start
 * and show its mirrored data.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  try {
    const response = await fetch(`${API_BASE}/config`, { credentials: 'same-origin' });
    if (response.status !== 200) throw new Error(`Request failed with status ${response.status}.`);
    const config = appConfigSchema.parse(await response.json());
    localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
    return config;
  } catch (err) {
    const cached = localStorage.getItem(STORAGE_KEY);
    if (cached) return appConfigSchema.parse(JSON.parse(cached));
    throw err;
  }
}
