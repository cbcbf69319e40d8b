import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import formatjs from '@formatjs/unplugin/vite';
import { i18nCatalogues } from './build/i18n-catalogues.ts';
import { msalWithoutPlatformBroker } from './build/msal-without-platform-broker.ts';

const server = process.env.API_URL ?? 'http://localhost:8080';

/**
 * React Router's package exports only its development build (ENABLE_DEV_WARNINGS on, remix-run/react-router#14102);
 * a production build of the console takes its production build, which is the same code without the warnings.
 */
const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouter, 'dist/production/dom-export.mjs') },
];
/**
 * Every message reaches the tablet as an ICU syntax tree (decision 039): the defaults compiled in by FormatJS's plugin,
 * the catalogues by build/i18n-catalogues.ts. So react-intl is built without its parser, about 40 % of it.
 */
const icuWithoutParser = [
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
  },
];

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [...productionReactRouter, ...icuWithoutParser] } : {},
  plugins: [
    msalWithoutPlatformBroker(),
    // The spec's texts verbatim, their spaces too ("This special code already exists. "): FormatJS trims by default.
    formatjs({ ast: true, preserveWhitespace: true }),
    i18nCatalogues(),
    react(),
    tailwindcss(),
    // Each script, style and page also as .br and .gz beside it, served as they are by the server
    // (server/plugins/console.ts, `preCompressed`): nothing is compressed per request.
    compression({
      algorithms: ['brotliCompress', defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      logLevel: 'silent',
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // Chrome's install criteria: name, icons 192 and 512 (plus maskable), standalone, start_url.
      manifest: {
        name: 'Checkout Admin',
        short_name: 'Checkout',
        description: 'Staff console for the hotel, spa and restaurant checkout',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f9fafb',
        theme_color: '#3e5559',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Every chunk, the screens loaded on demand included, so each screen still opens offline after install.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The worker is one classic script with no imports. The plugin's default 'es' build sets Rollup's
        // `inlineDynamicImports`, which Rolldown (Vite 8) deprecates (vite-pwa/vite-plugin-pwa#912); its 'iife'
        // build (library mode) sets no such option and gives the same code in a function wrapper.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    // ExcelJS's browser build (about 930 kB, 255 kB gzipped) is one chunk, loaded only when a report is made on the
    // device (decision 033) and precached for offline use; nothing else comes near 500 kB. The first route's budget
    // is the bench's (`npm run bench -- js`), not this warning's.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: { main: 'index.html', redirect: 'redirect.html' },
      // Rolldown warns [PLUGIN_TIMINGS] whenever plugins took most of a build's seconds, which on a busy or slow
      // machine is every build (tailwind, the PWA plugin): not something to act on at `npm start`. Profile the build
      // (`node --cpu-prof`) to tune it.
      checks: { bundlerTimings: false },
      output: {
        // The libraries the first route needs, each in a chunk of its own: their names (content hashes) survive a
        // release of the console's own code, so an installed app's update downloads the app chunks only.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'dexie', test: /node_modules[\\/]dexie[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/idp': server,
      '/idp-assets': server,
    },
  },
}));
