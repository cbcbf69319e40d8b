import { defineConfig } from 'vitest/config';
import { i18nCatalogues } from './build/i18n-catalogues.ts';

// Two projects, run together by `npm test`: unit (jsdom, beside the code) and server (Node, app.inject on PGlite and
// PostgreSQL). The end-to-end tests run on Playwright Test (playwright.config.ts).
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one file at a time (cores - 1). Most server test files wait on a database or a
    // child process more than they compute: two at once keep both cores busy (docs/testing.md, Speed).
    maxWorkers: 2,
    projects: [
      {
        // The catalogues (`virtual:i18n/nb`), as the build has them (decision 039).
        plugins: [i18nCatalogues()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'build/**/*.test.ts'],
          // The test databases' templates, made once per run (server/test/templates.ts).
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
