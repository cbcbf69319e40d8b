/**
 * Renders the app icons (PNG, as Chrome's install criteria want) from the favicon's design in Debian's Chromium.
 * Run once after changing the design: node --import tsx scripts/make-icons.ts. Output: public/icons/*.png.
 */
import { launchBrowser } from '../tests/e2e/support/browser.ts';

const mark =
  '<path d="M18 33l9 9 19-20" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>';
// "any" icons have rounded corners; maskable ones fill the square and keep the mark inside the 80% safe zone.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#3e5559"/>${mark}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3e5559"/><g transform="translate(9.6 9.6) scale(0.7)">${mark}</g></svg>`;

const browser = await launchBrowser();
const page = await browser.newPage();
for (const [name, svg, size] of [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({
    path: `public/icons/${name}`,
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await browser.close();
