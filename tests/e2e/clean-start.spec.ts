import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { cp, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { freePort, removeDir } from './support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What a warning looks like, whoever prints it: npm, Node and oidc-provider ("warn", "WARNING", "deprecated"), Vite
 * ("(!) Some chunks are larger…"), Rolldown ("[PLUGIN_TIMINGS] …", "[DEPRECATED] …"), or the server's own logs (pino
 * level 40 and up).
 */
const WARNING = /warn|deprecat|\(!\)|^\W*\[[A-Z][A-Z_]+\]|"level":(?:[4-9]\d)/i;

/** The lines of `output` (its colours taken out) that are warnings. */
function warnings(output: string): string[] {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .filter((line) => WARNING.test(line));
}

/**
 * Runs `command` in `cwd` (in a process group of its own) until `ready` appears in its output, then SIGTERMs the
 * group; resolves with everything it printed and its exit code.
 */
async function runUntil(
  cwd: string,
  command: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ readonly output: string; code: number | null }> {
  // A person's shell, not the one npm ran this test runner from: none of npm's own npm_* variables.
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  const child = spawn('sh', ['-c', command], {
    cwd,
    env: { ...shell, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close': the process has exited and all its output (its children's too) has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const deadline = Date.now() + 180_000;
  while (!ready.test(output)) {
    if (child.exitCode !== null) return { output, code: child.exitCode };
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`"${ready.source}" never appeared:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Let anything printed just after the start arrive too.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  process.kill(-child.pid!, 'SIGTERM');
  const code = await exited;
  return { output, code };
}

test.describe('a new user’s first `npm start`', () => {
  test.setTimeout(300_000);
  let copy: string | undefined;
  let dataDir: string | undefined;

  test.afterEach(async () => {
    if (copy) await removeDir(copy);
    if (dataDir) await removeDir(dataDir);
  });

  test('builds and starts without a single warning, and on a terminal ends with a banner saying where and how to sign in', async () => {
    // A copy of the project (its node_modules linked), so that the build `npm start` runs does not replace the dist/
    // other tests are being served from.
    copy = await mkdtemp(path.join(os.tmpdir(), 'ca-start-'));
    const skip = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.git']);
    await cp(root, copy, {
      recursive: true,
      filter: (source) => !skip.has(path.relative(root, source).split(path.sep)[0] ?? ''),
    });
    await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ca-start-data-'));
    // npm reads the machine's own ~/.npmrc too, which may hold settings npm warns about: not the project's doing.
    const npmrc = path.join(copy, '.empty-npmrc');
    await writeFile(npmrc, '');
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      npm_config_userconfig: npmrc,
      NODE_ENV: '',
      LOG_FORMAT: '',
      LOG_LEVEL: '',
    };

    // As CI and a service manager run it: not a terminal, so JSON logs.
    const start = await runUntil(copy, 'npm start', env, /Checkout Admin ready at/);
    // The build says itself in one line, not its ~260-line file list (scripts/build-quietly.ts).
    expect(start.output).toMatch(/^Console built into dist\/ in [\d.]+ s: \d+ files, the service worker precaches /m);
    expect(start.output).not.toMatch(/^dist\/assets\//m);
    expect(start.output).toMatch(/"msg":"Checkout Admin ready at http:\/\/localhost:\d+"/);
    expect(warnings(start.output)).toEqual([]);
    // SIGTERM (to npm and the server alike): the server stopped cleanly (its exit code: server/shutdown.test.ts).
    await expect.poll(() => start.output).toMatch(/"msg":"stopped"/);

    // On a terminal (a pseudo-terminal from `script`): readable lines, and the banner last.
    expect(fs.existsSync('/usr/bin/script'), '`script` (util-linux) is needed for a terminal').toBe(true);
    const terminal = await runUntil(
      copy,
      'script -qfec "node --import tsx server/main.ts" /dev/null',
      env,
      /Stop\s+Ctrl\+C/,
    );
    const text = stripVTControlCharacters(terminal.output);
    expect(text).toContain(`Checkout Admin ready at http://localhost:${port}`);
    expect(text).toContain(`PGlite (embedded), ${path.join(dataDir, 'pglite')}`);
    expect(text).toContain('demo / demo or host / host');
    expect(text).not.toMatch(/^\{"level"/m);
    expect(warnings(text)).toEqual([]);
  });
});
