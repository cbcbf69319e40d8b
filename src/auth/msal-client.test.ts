import { AuthError, InteractionRequiredAuthError } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import { needsInteraction, POPUP_RETRY_CODES } from './msal-client.ts';

describe('silent token failures (spec section 4)', () => {
  it('opens the popup for consent_required, interaction_required, login_required and user_login_error', () => {
    for (const code of POPUP_RETRY_CODES) expect(needsInteraction(new AuthError(code, code)), code).toBe(true);
    expect(needsInteraction(new InteractionRequiredAuthError('no_tokens_found', 'no tokens'))).toBe(true);
  });

  it('only logs other codes', () => {
    for (const code of [
      'token_renewal_error',
      'popup_window_error',
      'endpoints_resolution_error',
      'server_unavailable',
    ]) {
      expect(needsInteraction(new AuthError(code, code)), code).toBe(false);
    }
    expect(needsInteraction(new Error('boom'))).toBe(false);
  });
});
