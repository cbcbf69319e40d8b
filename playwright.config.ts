import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM, TABLET } from './tests/e2e/support/browser.ts';

/**
 * End-to-end tests: the real server (one per worker, on a fresh data dir; tests/e2e/support/fixtures.ts) and
 * Debian's Chromium (Playwright cannot download its own browser here). `npm run test:e2e` builds the console
 * first; one test alone: `npx playwright test -g "<title>"`.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // The seeded data dir every worker's server starts from (tests/e2e/support/data-template.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two cores here and on CI: one worker per core, each with its own server and browser.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./tests/e2e/support/artifacts-reporter.ts'],
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: TABLET,
    hasTouch: true,
    // No service worker unless a test is about working offline (`test.use({ serviceWorkers: 'allow' })` in those
    // files): installing one precaches the whole console in every new browser context, about a sixth of the suite's
    // CPU time for the tests that never go offline (docs/testing.md, Speed).
    serviceWorkers: 'block',
    launchOptions: { executablePath: E2E_CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
