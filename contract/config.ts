import { z } from 'zod/mini';

/** The public start-up document (`GET /api/config`): everything the console needs before sign-in. */
export const authConfigSchema = z.object({
  /** Authority string handed to MSAL. Must be https (MSAL refuses others); for the local provider it is never contacted. */
  authority: z.string().check(z.url()),
  clientId: z.string().check(z.minLength(1)),
  /** The product's own API scope, e.g. `api://checkout-admin/access_as_user`. */
  apiScope: z.string().check(z.minLength(1)),
  /** `OIDC` for a generic OpenID provider (the local one), `AAD` for Microsoft Entra ID. */
  protocolMode: z.enum(['AAD', 'OIDC']),
  knownAuthorities: z.array(z.string()),
  /** Inline OpenID metadata (JSON string) so MSAL uses the provider's http endpoints without discovery. */
  authorityMetadata: z.optional(z.string()),
});

export const appConfigSchema = z.object({
  brandName: z.string(),
  checkoutUrl: z.string(),
  auth: authConfigSchema,
  /**
   * How many days the server keeps a write's Idempotency-Key (IDEMPOTENCY_KEEP_DAYS): a change queued longer ago than
   * this is not replayed as new (its first send may have committed unanswered), but shown to the person to check.
   * Optional: a server from before it answers none (the console then takes 1 day, the old guarantee).
   */
  idempotencyKeepDays: z.optional(z.number().check(z.int(), z.positive())),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;
export type AppConfig = z.infer<typeof appConfigSchema>;

/** A country's dial code entry (`GET /api/config/dialcodes`, spec section 3): `{ code: 'NO', phone: '+47' }`. */
export const dialCodeSchema = z.object({
  /** ISO 3166-1 alpha-2 country code. */
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** The dial prefix with its '+'. */
  phone: z.string().check(z.regex(/^\+[0-9]+$/)),
});

export type DialCode = z.infer<typeof dialCodeSchema>;
