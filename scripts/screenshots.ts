/**
 * Screenshots of the running product at tablet (1024x768) and desktop (1440x900) size, for looking at by eye.
 * Usage: node --import tsx scripts/screenshots.ts [baseUrl] [route ...]   (default http://localhost:8080, /)
 * Writes screenshots/<route>-<size>.png (git-ignored). SCREENSHOT_LANGUAGE=nb shows the device in Norsk (a person with
 * no language of their own on the server), and names the files <route>-<size>-nb.png.
 */
import { mkdir } from 'node:fs/promises';
import { DESKTOP, TABLET, launchBrowser, signIn } from '../tests/e2e/support/browser.ts';

const [base = 'http://localhost:8080', ...routes] = process.argv.slice(2);
const paths = routes.length ? routes : ['/'];
const language = process.env.SCREENSHOT_LANGUAGE;
await mkdir('screenshots', { recursive: true });
const browser = await launchBrowser();
for (const [label, viewport] of [
  ['tablet', TABLET],
  ['desktop', DESKTOP],
] as const) {
  const context = await browser.newContext({ baseURL: base, viewport });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page);
  await page.getByRole('button', { name: /Kari Nordmann/ }).waitFor();
  // The device's language (src/i18n/languages.ts): each route below is a new page load that reads it.
  if (language) await page.evaluate((code) => localStorage.setItem('checkout-admin.language', code), language);
  for (const route of paths) {
    await page.goto(route);
    // Not 'networkidle': the schedule's live event stream is a request that never ends.
    await page.waitForLoadState('load');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1000);
    // On the schedule, open the first slot with bookings so the booking rows show too.
    const slot = page.locator('[data-testid^="slot-"] button[aria-expanded="false"]').nth(3);
    if (route.startsWith('/restaurants/') && route.split('/').length === 3 && (await slot.count())) {
      await slot.click();
      await page.waitForTimeout(200);
    }
    const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({
      path: `screenshots/${name}-${label}${language ? `-${language}` : ''}.png`,
      fullPage: false,
    });
  }
  await context.close();
}
await browser.close();
