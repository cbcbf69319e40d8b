import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`), or CHROMIUM_PATH. Playwright's own download is not possible here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Debian's headless shell of the same Chromium (`apt-get install -y
 * chromium-headless-shell`), as Playwright itself runs headless tests, when it is there. It does the same page work
 * without the full browser's UI and display compositor: the suite ran about a quarter faster on it (docs/testing.md).
 * Scripts that measure or show the product (bench, screenshots) keep the full browser (`launchBrowser`).
 */
export const E2E_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium for scripts outside the test runner (screenshots, icons, benchmarks). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export const TABLET = { width: 1024, height: 768 };
export const DESKTOP = { width: 1440, height: 900 };

/** Signs in through the MSAL popup and the local provider's own sign-in page, as a person does. */
export async function signIn(page: Page, username = 'demo', password = 'demo'): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign-In' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Username').fill(username);
  await popup.getByLabel('Password').fill(password);
  // Listen before clicking: the whole redirect chain can finish, and the popup close, before click() returns.
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close', { timeout: 30_000 });
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}

/** Captures the bearer token the console sends to /api (MSAL encrypts its cache: the request is where to read it). */
export function captureBearer(page: Page): () => string | undefined {
  let token: string | undefined;
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().includes('/api/') && header?.startsWith('Bearer ')) token = header.slice(7);
  });
  return () => token;
}
