/**
 * Screenshots of the running product at tablet (1024x768) and desktop (1440x900) size, for looking at by eye.
 * Usage: node --import tsx scripts/screenshots.ts [baseUrl] [route ...]   (default http://localhost:8080, /)
 * Writes screenshots/<route>-<size>.png (git-ignored).
 */
import { mkdir } from 'node:fs/promises';
import { DESKTOP, TABLET, launchBrowser, signIn } from '../tests/e2e/support/browser.ts';

const [base = 'http://localhost:8080', ...routes] = process.argv.slice(2);
const paths = routes.length ? routes : ['/'];
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
  for (const route of paths) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    // On the schedule, open the first slot with bookings so the booking rows show too.
    const slot = page.locator('[data-testid^="slot-"] button[aria-expanded="false"]').nth(3);
    if (route.startsWith('/restaurants/') && route.split('/').length === 3 && (await slot.count())) {
      await slot.click();
      await page.waitForTimeout(200);
    }
    const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage: false });
  }
  await context.close();
}
await browser.close();
