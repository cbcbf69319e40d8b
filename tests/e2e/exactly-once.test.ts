import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import dayjs from 'dayjs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleBooking, ScheduleGroup } from '../../contract/bookings.ts';
import { apiCaller, eventually, type ApiCaller } from './support/api.ts';
import { captureBearer, launchBrowser, newContext, signIn } from './support/browser.ts';
import { freePort, removeDir } from './support/server.ts';

// Exactly once with no window (issue 9, docs/decisions/005-idempotency.md): the server is killed after a booking
// change committed and before its answer reached the console; a new server on the same data dir and port takes the
// outbox's retry (same Idempotency-Key), which gets the stored answer: the change is applied once.

const TODAY = dayjs().format('YYYY-MM-DD');
const AT = `${TODAY}T20:30:00`;
const GUEST = 'Killed Server';
const root = path.resolve(import.meta.dirname, '../..');

let port = 0;
let url = '';
let dataDir = '';
let server: ChildProcess | undefined;
let log = '';
let browser: Browser;
let page: Page;
let api: ApiCaller;

/**
 * Starts the real server (as `npm start` does, like support/server.ts) on this file's port and data dir, keeping its
 * process so the test can kill it. A start refused while the killed server's data dir lock is still held is tried again.
 */
async function startServer(): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    for (;;) {
      if (child.exitCode !== null) break;
      try {
        if ((await fetch(`${url}/api/config`)).ok) {
          server = child;
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not start in 90 s:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (Date.now() > deadline) throw new Error(`server could not start again:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Kills the server at once (no graceful shutdown), as a crash or `kill -9` would. */
async function killServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function named(name: string): Promise<ScheduleBooking[]> {
  const groups = await api.get<ScheduleGroup[]>(`restaurant/v2/1/bookings/mealTimes?date=${TODAY}&source=staff`);
  return groups.flatMap((g) => g.timeslots.flatMap((s) => s.bookings)).filter((b) => b.name === name);
}
const row = (time: string): Locator => page.getByTestId(`slot-${time}`);
const item = (name: string): Locator => page.getByRole('listitem', { name, exact: true });

beforeAll(async () => {
  port = await freePort();
  url = `http://localhost:${port}`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ca-e2e-once-'));
  await startServer();
  browser = await launchBrowser();
  const context = await newContext(browser, url);
  page = await context.newPage();
  const bearer = captureBearer(page);
  await page.goto('/');
  await signIn(page);
  await page.getByRole('link', { name: 'brasseriet' }).first().waitFor();
  await eventually(() => bearer());
  api = apiCaller(url, bearer);
  await api.send('POST', 'restaurant/v2/bookings/simple', { bookingDateTime: AT, customerName: GUEST, peopleCount: 2, restaurantId: 1 });
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await removeDir(dataDir);
});

describe('exactly once across a killed server', () => {
  it('a toggle committed just before the server died is applied once: the retry on the new server gets the stored answer', async () => {
    await page.goto('/restaurants/brasseriet');
    await row('20:30').waitFor();
    const expand = row('20:30').getByRole('button', { expanded: false });
    if (await expand.count()) await expand.first().click();

    const toggles: Array<{ status: number; replayed: string | undefined }> = [];
    let killed: Promise<void> | undefined;
    await page.route('**/api/restaurant/v2/booking/*/toggle-completion', async (route) => {
      if (!killed) {
        // The server commits the change (and its answer, in the same transaction)...
        const response = await route.fetch();
        toggles.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] });
        // ...and dies before the answer reaches the console.
        killed = killServer();
        await killed;
        await route.abort('connectionreset');
        return;
      }
      try {
        const response = await route.fetch();
        toggles.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] });
        await route.fulfill({ response });
      } catch {
        // The server is down: the outbox sees what it would see, a refused connection, and tries again later.
        await route.abort('connectionrefused');
      }
    });

    await item(GUEST).getByRole('checkbox', { name: `Arrived: ${GUEST}` }).check();
    await eventually(() => killed !== undefined);
    await killed;
    expect(toggles).toEqual([{ status: 200, replayed: undefined }]);

    // A supervisor starts the server again on the same data dir; the outbox retries with the same key.
    await startServer();
    await page.getByTestId('sync-waiting').waitFor({ state: 'detached', timeout: 90_000 });
    expect(toggles.at(-1)).toEqual({ status: 200, replayed: 'true' });
    expect(toggles.filter((t) => t.replayed === undefined)).toHaveLength(1);
    // Flipped once: arrived (a second run would have undone the arrival).
    expect((await named(GUEST))[0]).toMatchObject({ visited: true, status: 'Completed' });
    await expect.poll(() => item(GUEST).getByRole('checkbox', { name: `Arrived: ${GUEST}` }).isChecked()).toBe(true);
    await page.unroute('**/api/restaurant/v2/booking/*/toggle-completion');
  });
});
