import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Builds MSAL without its platform broker (decision 026): MSAL's controller imports the broker's modules statically,
 * whatever `allowPlatformBroker` says, and the console never enables it. The two modules the rest of MSAL imports are
 * resolved to src/auth/platform-broker-off.ts, which answers as MSAL does with the broker off; the broker's own
 * handlers then have no importer left and drop out of the bundle.
 *
 * If an MSAL release moves or renames those modules, the build fails here rather than quietly keeping the broker: the
 * stand-ins must then be checked against the new release.
 */
const STANDINS = [
  'broker/nativeBroker/PlatformAuthProvider.mjs',
  'interaction_client/PlatformAuthInteractionClient.mjs',
];
const MSAL_DIST = `${path.sep}@azure${path.sep}msal-browser${path.sep}dist${path.sep}`;

export function msalWithoutPlatformBroker(): Plugin {
  const standIn = fileURLToPath(new URL('../src/auth/platform-broker-off.ts', import.meta.url));
  const replaced = new Set<string>();
  let msalBuilt = false;
  return {
    name: 'msal-without-platform-broker',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes(MSAL_DIST) || !source.startsWith('.')) return null;
      msalBuilt = true;
      const target = path.resolve(path.dirname(importer), source);
      const which = STANDINS.find((module) => target.endsWith(`${MSAL_DIST}${module.split('/').join(path.sep)}`));
      if (!which) return null;
      const real = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!real) return null;
      replaced.add(which);
      return standIn;
    },
    buildEnd(error) {
      // A build without MSAL (the service worker's) has nothing to check.
      if (error || !msalBuilt) return;
      const missing = STANDINS.filter((module) => !replaced.has(module));
      if (missing.length > 0)
        this.error(
          `MSAL no longer imports ${missing.join(', ')}: check build/msal-without-platform-broker.ts against this MSAL release`,
        );
    },
  };
}
