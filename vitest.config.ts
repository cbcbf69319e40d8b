import { defineConfig } from 'vitest/config';

// Two projects, run one after another by `npm test`: unit (jsdom, beside the code) and server (Node, app.inject
// on PGlite and PostgreSQL). The end-to-end tests run on Playwright Test (playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
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
          include: ['server/**/*.test.ts'],
          // The test databases' templates, made once per run (server/test/templates.ts).
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
