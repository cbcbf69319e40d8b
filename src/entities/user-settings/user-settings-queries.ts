import { queryOptions } from '@tanstack/react-query';
import { userSettingsSchema, type LanguageCode } from '../../../contract/user-settings.ts';
import { api } from '../../api/http.ts';
import { resourceKeys } from '../query-meta.ts';

/** The signed-in person's own settings (decision 039): their language, kept on the server for every device. */
export const userSettingsKeys = resourceKeys('user-settings');

/** Read once a session (the language may have been chosen on another tablet); a failure is silent: the device's holds. */
export const userSettingsQuery = queryOptions({
  queryKey: userSettingsKeys.list(),
  queryFn: ({ signal }) => api.get('me/settings', userSettingsSchema, { signal, empty: { language: null } }),
  staleTime: Infinity,
  retry: false,
});

/** Keeps the person's language on the server. */
export const saveUserLanguage = (language: LanguageCode) =>
  api.put('me/settings', { language }, userSettingsSchema, { interactive: false });
