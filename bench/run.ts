/**
 * `npm run bench` (issue 15): the console as a host feels it, in Debian's Chromium, and the API under 50 clients.
 *
 * Builds the production console, starts the real server (`server/main.ts`, as `npm start` does) on a fresh PGlite
 * data dir, signs in through the real popup, creates a busy day (1,000 bookings at brasseriet, 61 days ahead), then
 * measures (see bench/browser.ts and bench/api-load.ts for each how), and the API again on a fresh PostgreSQL
 * database. Prints one table (median, spread, budget, holds) to stdout, progress to stderr, and writes
 * bench/results.json.
 *
 *   npm run bench                      every group
 *   npm run bench -- taps render      some groups: taps, open, replay, cold, js, render, api, pg (results.json keeps the
 *                                     other groups' figures of the last run, each marked with when it was measured)
 *   npm run bench -- --no-build api    without building first (dist/ as it is)
 *   npm run bench -- log               the change log: a write with and without it, history reads in a 100,000-entry log
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { removeDir, startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { apiFigures } from './api-load.ts';
import { changeLogFigures } from './change-log.ts';
import {
  coldStartFigures,
  firstRouteFigures,
  renderFigures,
  replayFigures,
  slotOpenFigures,
  tapFigures,
} from './browser.ts';
import { notMeasured, round, table, type Figure } from './figures.ts';
import { createDatabase } from './postgres.ts';
import { buildConsole, createBusyDay, ROOT, signedIn, type BusyDay, type SignedIn } from './setup.ts';

const GROUPS = ['taps', 'open', 'replay', 'cold', 'js', 'render', 'api', 'pg', 'log'] as const;
type Group = (typeof GROUPS)[number];
const LIMIT_MS = 15 * 60_000;

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--no-build' && !(GROUPS as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`unknown: ${unknown.join(' ')}\nusage: npm run bench -- [--no-build] [${GROUPS.join('|')} ...]`);
  process.exit(2);
}
const build = !args.includes('--no-build');
const named = args.filter((a): a is Group => (GROUPS as readonly string[]).includes(a));
const selected = new Set<Group>(named.length ? named : GROUPS);

const loadAtStart = os.loadavg()[0]!;
const log = (message: string) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const started = performance.now();

/** Undone last first: servers stopped, data dirs removed, the browser closed, the PostgreSQL database dropped. */
const cleanups: Array<{ what: string; undo: () => Promise<unknown> }> = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    const { what, undo } = cleanups.pop()!;
    await undo().catch((error: unknown) => console.error(`cleanup (${what}) failed:`, error));
  }
}
const undoLater = (what: string, undo: () => Promise<unknown>) => cleanups.push({ what, undo });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`the bench took more than ${LIMIT_MS / 60_000} minutes: stopped`);
  void cleanUp().finally(() => process.exit(1));
}, LIMIT_MS);

const figures: Figure[] = [];
const failures: string[] = [];

/** Runs one group; a failure is reported in the table (and the exit code), and the other groups still run. */
async function group(name: Group, work: () => Promise<Figure[]>): Promise<void> {
  if (!selected.has(name)) return;
  log(`${name}…`);
  try {
    figures.push(...(await work()));
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    failures.push(`${name}: ${message}`);
    figures.push(
      notMeasured({ id: `${name}-failed`, group: name, metric: `${name} (failed)`, unit: '' }, `failed: ${message}`),
    );
    console.error(error);
  }
}

async function serverWithBusyDay(
  browser: Browser,
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; host: SignedIn; busy: BusyDay }> {
  const server = await startServer(env);
  undoLater('server', async () => {
    await server.stop();
    await removeDir(server.dataDir);
  });
  const host = await signedIn(browser, server);
  undoLater('browser context', () => host.context.close());
  log(`server ${server.url} (pid ${server.pid}), signed in; creating the busy day…`);
  const busy = await createBusyDay(host.api);
  log(
    `busy day ${busy.day}: ${busy.bookings.length} bookings over ${busy.times.length} slots in ${busy.seconds.toFixed(1)} s`,
  );
  return { server, host, busy };
}

let busyDay: { day: string; bookings: number; seconds: number } | undefined;
let chromium = '';

async function main(): Promise<void> {
  // The change log's costs need neither the console nor a browser: in this process, on a data dir of its own.
  await group('log', () => changeLogFigures(log));
  if (![...selected].some((g) => g !== 'log')) return;
  if (build) {
    log('npm run build…');
    await buildConsole();
  }
  const browser = await launchBrowser();
  chromium = browser.version();
  undoLater('browser', () => browser.close());

  if ([...selected].some((g) => g !== 'pg' && g !== 'log')) {
    const { server, host, busy } = await serverWithBusyDay(browser);
    busyDay = { day: busy.day, bookings: busy.bookings.length, seconds: round(busy.seconds) };
    await group('taps', () => tapFigures(host, busy));
    await group('open', () => slotOpenFigures(host, busy));
    await group('replay', () => replayFigures(host, server, busy));
    await group('cold', () => coldStartFigures(host, busy));
    await group('js', () => firstRouteFigures(browser, server, host));
    await group('render', () => renderFigures(browser, server, host, busy));
    const token = host.token();
    // The API is loaded with the browser idle: no page open.
    await host.context.close();
    await group('api', async () => {
      if (!token) throw new Error('no bearer token');
      return apiFigures('PGlite', server, token, busy.day);
    });
    // Done with PGlite: its server stops before PostgreSQL's starts.
    await server.stop();
    await removeDir(server.dataDir);
  }
  if (selected.has('pg')) await postgres(browser);
}

async function postgres(browser: Browser): Promise<void> {
  await group('pg', async () => {
    const database = await createDatabase().catch((error: unknown) => {
      throw new Error(`PostgreSQL unreachable (${error instanceof Error ? error.message : String(error)})`);
    });
    undoLater('PostgreSQL database', () => database.drop());
    const { server, host, busy } = await serverWithBusyDay(browser, { DATABASE_URL: database.url });
    const token = host.token();
    await host.context.close();
    if (!token) throw new Error('no bearer token');
    return apiFigures('PostgreSQL', server, token, busy.day);
  });
}

const git = (...gitArgs: string[]) => {
  try {
    return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

try {
  await main();
} catch (error) {
  failures.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  console.error(error);
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}

const seconds = (performance.now() - started) / 1000;
console.log(table(figures));
const loadAverage = { start: round(loadAtStart, 2), end: round(os.loadavg()[0]!, 2) };
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.availableParallelism()} cores (load average ${loadAverage.start} at the start, ${loadAverage.end} at the end), Node ${process.version}, Chromium ${chromium}; ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s${build ? ' (build included)' : ''}`,
);
const resultsFile = path.join(ROOT, 'bench', 'results.json');
const date = new Date().toISOString();
const commit = git('rev-parse', 'HEAD');
/** A run of some groups keeps the other groups' figures of the file, each marked with when it was measured. */
async function keptFigures(): Promise<Figure[]> {
  if (named.length === 0) return [];
  try {
    const earlier = JSON.parse(await readFile(resultsFile, 'utf8')) as {
      date?: string;
      commit?: string;
      figures?: Figure[];
    };
    return (earlier.figures ?? [])
      .filter((f) => !selected.has(f.group as Group))
      .map((f) => ({
        ...f,
        measured: f.measured ?? { date: earlier.date ?? 'unknown', commit: earlier.commit ?? 'unknown' },
      }));
  } catch {
    return [];
  }
}
const results = {
  date,
  machine: {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: round(os.totalmem() / 2 ** 30),
    loadAverage,
  },
  node: process.version,
  chromium,
  commit,
  uncommittedChanges: git('status', '--porcelain') !== '',
  groups: [...selected],
  build,
  durationSeconds: round(seconds),
  busyDay,
  figures: [...figures, ...(await keptFigures())],
  failures,
};
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
if (failures.length) {
  console.error(`\n${failures.length} failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
}
