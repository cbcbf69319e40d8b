import { z } from 'zod/mini';

/** The console's languages (decision 039): English, the default, with the specification's texts, and Bokmål. */
export const LANGUAGE_CODES = ['en', 'nb'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const languageSchema = z.enum(LANGUAGE_CODES);

/**
 * `GET /api/me/settings` and `PUT /api/me/settings`: what a person chose for the console, kept for them on the server
 * so it follows them to another tablet (the device keeps its own copy, for offline). A person who never chose has
 * none (`language` null): the device's own, or English.
 */
export const userSettingsSchema = z.object({ language: z.nullable(languageSchema) });
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const userSettingsInputSchema = z.strictObject({ language: languageSchema });
export type UserSettingsInput = z.infer<typeof userSettingsInputSchema>;
