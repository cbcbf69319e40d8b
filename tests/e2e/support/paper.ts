import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

/**
 * Each time the page asks the browser to print (`window.print()`), the run sheet's header as the page holds it at
 * that moment (what the browser lays out for paper then; null if no sheet is drawn), and no print is started: the
 * paper is the test's own `page.pdf()` in print media. The browser's print is a dialog no test closes: the full
 * Chromium's headless mode (`CHROMIUM_PATH=/usr/bin/chromium`) opens its print preview and keeps it open, and every
 * `page.pdf()` after it fails with "Page is already being printed" (docs/testing.md, When one fails).
 * `sheet`: the run sheet's accessible name in the language shown ("Run sheet", "Kjøreliste").
 */
export async function recordPrints(page: Page, sheet = 'Run sheet'): Promise<() => Promise<Array<string | null>>> {
  await page.addInitScript((label) => {
    const asked: Array<string | null> = [];
    (window as unknown as { printsAsked: Array<string | null> }).printsAsked = asked;
    window.print = () => {
      asked.push(document.querySelector(`article[aria-label="${label}"] header`)?.textContent ?? null);
    };
  }, sheet);
  return () => page.evaluate(() => (window as unknown as { printsAsked: Array<string | null> }).printsAsked);
}

/**
 * The text of each page of a PDF as laid out (`pdftotext` from Debian's poppler-utils, which `.ci/run` installs):
 * what is printed in the pages' margins too, which no DOM holds.
 */
export async function pdfPages(file: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']).catch((error: unknown) => {
    throw new Error(`pdftotext could not read ${file} (apt-get install -y poppler-utils)`, { cause: error });
  });
  // A form feed ends each page.
  return stdout.split('\f').slice(0, -1);
}
