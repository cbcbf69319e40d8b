import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiCaller } from './support/api.ts';
import { adminQuery, TEST_DATABASE_URL } from './support/database.ts';
import { signedInTablet } from './support/own-server.ts';
import { NGINX, startNginx } from './support/nginx.ts';
import { freePort, removeDir, startServer, type RunningServer } from './support/server.ts';

const admin = TEST_DATABASE_URL;

/**
 * Production as deploy/ describes it: two server processes on one PostgreSQL database behind Debian's nginx with
 * deploy/nginx/checkout-admin.conf itself (only its addresses rewritten to this test's ports). `.ci/run` installs
 * nginx when missing, as it does Chromium.
 */
test.describe('two server processes on PostgreSQL behind nginx (deploy/)', () => {
  test.skip(!admin, 'needs PostgreSQL: TEST_DATABASE_URL (set by .ci/run)');
  test.setTimeout(180_000);

  const servers: RunningServer[] = [];
  let nginx: ChildProcess | undefined;
  let dir: string | undefined;
  let database: string | undefined;

  test.afterEach(async () => {
    for (const server of servers.splice(0)) {
      await server.stop();
      await removeDir(server.dataDir);
    }
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (dir) await removeDir(dir);
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test('signs in through either process, writes through one and reads through the other, and loses nothing when one stops mid-load', async ({
    browser,
  }) => {
    expect(fs.existsSync(NGINX), `nginx is not installed (${NGINX}): apt-get install -y nginx, as .ci/run does`).toBe(
      true,
    );
    database = `ca_deploy_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${database}`);
    const databaseUrl = new URL(admin!);
    databaseUrl.pathname = `/${database}`;

    const [port, portOne, portTwo] = await Promise.all([freePort(), freePort(), freePort()]);
    const publicUrl = `http://localhost:${port}`;
    // Both at once on a new database: one migrates and seeds, the other waits and finds it done.
    const env = { PUBLIC_URL: publicUrl, DATABASE_URL: databaseUrl.toString(), LOG_LEVEL: 'info' };
    const [one, two] = await Promise.all([
      startServer({ ...env, PORT: String(portOne) }),
      startServer({ ...env, PORT: String(portTwo) }),
    ]);
    servers.push(one, two);

    dir = await mkdtemp(path.join(os.tmpdir(), 'ca-nginx-'));
    nginx = await startNginx(dir, port, [portOne, portTwo]);

    // Sign in through nginx: the provider's steps (its page, the code, the token) go to whichever process nginx picks.
    // Which ones is up to its round robin and the console's own requests in between, so the test does not count on
    // both getting some; that a sign-in made through one process holds on another is server/idp/adapter.test.ts's.
    const { context, page, bearer } = await signedInTablet(browser, publicUrl);
    expect([one, two].some((server) => /"url":"\/idp\//.test(server.output()))).toBe(true);

    // Written through one process, read through the other.
    const code = `DEPLOY${randomBytes(3).toString('hex').toUpperCase()}`;
    await apiCaller(one.url, bearer).send('POST', 'discount-codes', { code, amount: 15, daysOfWeek: [1, 2] });
    const read = await apiCaller(two.url, bearer).get<{ code: string; amount: number }[]>('discount-codes');
    expect(read.filter((row) => row.code === code)).toEqual([expect.objectContaining({ code, amount: 15 })]);

    // The live schedule's event stream comes through nginx as it is sent (not held in a buffer).
    const events = await firstEvent(`${publicUrl}/api/restaurant/v2/1/bookings/events?date=2030-01-07`, bearer()!);
    expect(events).toContain('"type":"ready"');

    // Writes through nginx, four at a time, as the console sends them (each with its Idempotency-Key). After 12, one
    // process is stopped (SIGTERM, as systemd does); the writes go on until 12 more are answered after it is gone.
    // Every write must be answered 200, and be stored once.
    const prefix = `LOAD${randomBytes(2).toString('hex').toUpperCase()}`;
    const answers = await writeWhileStopping(publicUrl, bearer()!, prefix, () => one.stop());
    const total = answers.length;
    expect(answers).toEqual(Array.from({ length: total }, () => 200));
    // The stopped process had taken its share of the writes before it went.
    expect(one.output().match(/"method":"POST","url":"\/api\/discount-codes"/g)?.length ?? 0).toBeGreaterThan(1);
    expect(one.output()).toMatch(/"msg":"stopped"/);
    expect(one.output()).not.toMatch(/shutdown timeout/);

    const stored = await apiCaller(publicUrl, bearer).get<{ code: string }[]>('discount-codes');
    const loaded = stored.map((row) => row.code).filter((name) => name.startsWith(`${prefix}-`));
    expect(loaded.sort()).toEqual(Array.from({ length: total }, (_, index) => `${prefix}-${index}`).sort());
    // The console, still signed in, is served by the process left.
    await page.reload();
    await expect(page.getByRole('button', { name: /Kari Nordmann/ })).toBeVisible();
    await context.close();
  });
});

/**
 * Writes discount codes `<prefix>-<n>` through `base`, four at a time; calls `stop` once 12 are answered, and goes on
 * until 12 more are answered after it resolved. Returns each write's status, by n.
 */
async function writeWhileStopping(
  base: string,
  token: string,
  prefix: string,
  stop: () => Promise<void>,
): Promise<number[]> {
  const answers: number[] = [];
  let next = 0;
  let stopping: Promise<void> | undefined;
  let stopped = false;
  let answeredAfterStop = 0;
  // Bounded by time, not by a count of writes: a fast machine answers thousands while the process finishes what it
  // has in flight (its own bound is SHUTDOWN_TIMEOUT, 10 s; the test's server helper kills it 10 s after SIGTERM).
  const giveUpAt = Date.now() + 60_000;
  const worker = async () => {
    while (!stopped || answeredAfterStop < 12) {
      const index = next++;
      if (Date.now() > giveUpAt) throw new Error('the stopped process never exited');
      answers[index] = await write(base, token, { code: `${prefix}-${index}`, amount: 5, daysOfWeek: [3] });
      if (stopped) answeredAfterStop++;
      if (answers.filter(Boolean).length >= 12 && !stopping) {
        stopping = stop().then(() => {
          stopped = true;
        });
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await stopping;
  return answers;
}

/** A write as the console sends it: bearer, anti-forgery cookie and header, and an Idempotency-Key. */
async function write(base: string, token: string, body: object): Promise<number> {
  const response = await fetch(`${base}/api/discount-codes`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      cookie: 'XSRF-TOKEN=e2e-csrf',
      'x-xsrf-token': 'e2e-csrf',
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The text of the event stream's first event, or throws if none came within 5 s. */
async function firstEvent(url: string, token: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5_000);
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    return text;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
