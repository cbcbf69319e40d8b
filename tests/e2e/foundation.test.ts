import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { captureBearer, launchBrowser, newContext, signIn } from './support/browser.ts';
import { removeDir, startServer, type RunningServer } from './support/server.ts';

const PRODUCT_ENTRIES = [
  'Hotel package addons',
  'Hotel packages',
  'Hotel room types',
  'Spa packages',
  'Day Pass',
  'Frequent Visitor Pass',
  'Date filters',
  'Discount codes',
];
const DIRECT_BUTTONS = [
  'Treatments',
  'Images',
  'String Editor',
  'Blocked customers',
  'Checkout alerts',
  'Sections',
  'Hotel Metadata Editor',
];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: () => string | undefined;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await newContext(browser, server.url);
  page = await context.newPage();
  bearer = captureBearer(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) await removeDir(server.dataDir);
});

describe('foundation: sign-in, navigation, routes, API rules', () => {
  it('shows only Sign-In before sign-in, and sends a signed-out deep link to /', async () => {
    await page.goto('/restaurants/brasseriet/bookings');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('button', { name: 'Sign-In' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Images' }).count()).toBe(0);
    expect(await nav.getByRole('button').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('signs in as demo through the popup and shows the name and the whole menu', async () => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /Kari Nordmann/ }).waitFor();
    expect(await nav.getByText('Checkout Admin').isVisible()).toBe(true);

    for (const restaurant of ['brasseriet', 'mori']) {
      await nav.getByRole('button', { name: restaurant }).click();
      const menu = page.getByRole('menu');
      for (const entry of ['Schedule', 'Availabilities', 'Bookings']) {
        expect(await menu.getByRole('menuitem', { name: entry }).isVisible()).toBe(true);
      }
      await page.keyboard.press('Escape');
    }
    await nav.getByRole('button', { name: 'Products' }).click();
    for (const entry of PRODUCT_ENTRIES) {
      expect(await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).isVisible()).toBe(true);
    }
    await page.keyboard.press('Escape');
    for (const label of DIRECT_BUTTONS) {
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    await page.getByRole('heading', { name: 'Welcome, Kari Nordmann' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens routes from the menu, maps restaurant names case-insensitively, and keeps the alias route', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'mori' }).click();
    await page.getByRole('menuitem', { name: 'Bookings' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/restaurants/mori/bookings');
    await page.getByRole('heading', { name: 'mori restaurant' }).waitFor();

    await page.goto('/restaurants/BRASSERIET/availabilities');
    await page.getByRole('heading', { name: 'brasseriet availabilities' }).waitFor();

    await page.goto('/spaPackages/1/included-servies');
    await page.getByRole('heading', { name: 'Included services' }).waitFor();

    await page.goto('/restaurants/nowhere');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('keeps the session on reload', async () => {
    await page.goto('/images');
    await page.getByRole('heading', { name: 'Images' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Images' }).waitFor();
    await page.getByRole('button', { name: /Kari Nordmann/ }).waitFor();
  });

  it('guards /api: 401 without a token, 200 with the console token, anti-forgery header enforced', async () => {
    const anonymous = await fetch(`${server.url}/api/images`);
    expect(anonymous.status).toBe(401);

    await page.goto('/');
    await page.getByRole('link', { name: 'brasseriet' }).first().waitFor();
    const token = bearer();
    expect(token).toBeTruthy();
    const withToken = await fetch(`${server.url}/api/images`, { headers: { Authorization: `Bearer ${token}` } });
    expect(withToken.status).toBe(200);
    const images = (await withToken.json()) as unknown[];
    expect(images.length).toBeGreaterThan(0);

    // The browser holds the anti-forgery cookie the server issued; a request echoing another value is refused.
    const result = await page.evaluate(async (accessToken) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
      const body = JSON.stringify({ name: 'csrf probe', nameEn: '', alt: 'probe', altEn: '', src: '/probe.svg' });
      const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
      const bad = await fetch('/api/images', { method: 'POST', body, headers: { ...headers, 'X-XSRF-TOKEN': 'forged' } });
      const none = await fetch('/api/images', { method: 'POST', body, headers });
      const good = await fetch('/api/images', { method: 'POST', body, headers: { ...headers, 'X-XSRF-TOKEN': decodeURIComponent(cookie) } });
      return { cookie: cookie !== '', bad: bad.status, none: none.status, good: good.status };
    }, token);
    expect(result).toEqual({ cookie: true, bad: 403, none: 403, good: 200 });

    const after = (await (await fetch(`${server.url}/api/images`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{ name: string }>;
    expect(after.filter((image) => image.name === 'csrf probe')).toHaveLength(1);
  });

  it('logs out through the provider and comes back to the Sign-In-only bar', async () => {
    // Something is mirrored before logout, so that "cleared" below means something.
    const mirrored = () =>
      page.evaluate(
        () =>
          new Promise<{ mirror: number; outbox: number }>((resolve, reject) => {
            const open = indexedDB.open('checkout-admin');
            open.onerror = () => reject(new Error('no database'));
            open.onsuccess = () => {
              const tx = open.result.transaction(['mirror', 'outbox'], 'readonly');
              const mirror = tx.objectStore('mirror').count();
              const outbox = tx.objectStore('outbox').count();
              tx.oncomplete = () => {
                resolve({ mirror: mirror.result, outbox: outbox.result });
                open.result.close();
              };
            };
          }),
      );
    await expect.poll(async () => (await mirrored()).mirror).toBeGreaterThan(0);
    const msalKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('msal.') && key.includes('accesstoken')).length);
    expect(await msalKeys()).toBeGreaterThan(0);

    await page.getByRole('button', { name: /Kari Nordmann/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign-In' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await nav.getByRole('link', { name: 'Images' }).count()).toBe(0);
    // The signed-in user's cached data and tokens are gone.
    expect(await mirrored()).toEqual({ mirror: 0, outbox: 0 });
    expect(await msalKeys()).toBe(0);
    await page.goto('/images');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
