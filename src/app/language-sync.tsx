import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LanguageCode } from '../../contract/user-settings.ts';
import {
  saveUserLanguage,
  userSettingsKeys,
  userSettingsQuery,
} from '../entities/user-settings/user-settings-queries.ts';
import { useLanguage } from '../i18n/language-provider.tsx';

/**
 * The person's language follows them (decision 039): once signed in, the one they chose on any device is taken up
 * here; offline, this device's own holds (and nothing untrue is said).
 */
export function useLanguageFromServer(signedIn: boolean): void {
  const { language, switchTo } = useLanguage();
  const settings = useQuery({ ...userSettingsQuery, enabled: signedIn });
  const chosen = settings.data?.language;
  useEffect(() => {
    if (chosen && chosen !== language) void switchTo(chosen);
    // Only when the server's answer arrives: a switch made here afterwards is the person's own.
  }, [chosen]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The user menu's switch: shown at once, kept on this device, and on the server for the person's other devices. */
export function useSwitchLanguage(): (language: LanguageCode) => Promise<void> {
  const { switchTo } = useLanguage();
  const queryClient = useQueryClient();
  return async (language) => {
    await switchTo(language);
    queryClient.setQueryData(userSettingsKeys.list(), { language });
    // Offline or refused: the device keeps it; the server hears of it at the next switch.
    await saveUserLanguage(language).catch(() => undefined);
  };
}
