import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../server/reliability/private-postgres.ts';
import { TEST_DATABASE_URL } from './support/database.ts';
import { NGINX, startNginx } from './support/nginx.ts';
import { signedInTablet } from './support/own-server.ts';
import { freePort, removeDir, startServer, type RunningServer } from './support/server.ts';

const unavailable = !TEST_DATABASE_URL
  ? 'needs PostgreSQL: TEST_DATABASE_URL (set by .ci/run)'
  : privatePostgresUnavailable();

/** One statement on the private PostgreSQL, outside any transaction. */
async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Every commit from now on is written and flushed, then waits for a synchronous standby that never comes: the change
 * is on disk but its request unanswered, the very moment a process may die between its commit and its answer.
 */
async function holdCommits(url: string, held: boolean) {
  await query(
    url,
    held ? "ALTER SYSTEM SET synchronous_standby_names = 'nobody'" : 'ALTER SYSTEM RESET synchronous_standby_names',
  );
  await query(url, 'SELECT pg_reload_conf()');
}

/** The application_name of the server process whose commit waits (pg_stat_activity), once there is one. */
async function processHoldingACommit(url: string): Promise<string> {
  let name = '';
  await expect
    .poll(async () => {
      const rows = await query<{ name: string }>(
        url,
        "SELECT application_name AS name FROM pg_stat_activity WHERE wait_event = 'SyncRep'",
      );
      name = rows[0]?.name ?? '';
      return name;
    })
    .toMatch(/^ca-(one|two)$/);
  return name;
}

/**
 * Production as deploy/ has it (two processes on one PostgreSQL behind nginx with its site), and the worst moment for
 * an online save: its process dies (SIGKILL) after the change committed and before it answered. On a PostgreSQL of
 * the test's own: holding every commit (a synchronous standby that never answers) changes the server's settings.
 */
test.describe('an online save whose process dies after its commit, behind nginx (deploy/)', () => {
  test.skip(Boolean(unavailable), unavailable ?? '');
  test.setTimeout(180_000);

  const servers: RunningServer[] = [];
  let nginx: ChildProcess | undefined;
  let dir: string | undefined;
  let database: PrivatePostgres | undefined;

  test.afterEach(async () => {
    if (database) await holdCommits(database.url, false).catch(() => undefined);
    for (const server of servers.splice(0)) {
      await server.kill();
      await removeDir(server.dataDir);
    }
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (dir) await removeDir(dir);
    await database?.remove();
  });

  test('is stored once: the console sends a key, nginx sends it to the other process, which answers it once; a write without a key is not sent twice', async ({
    browser,
  }) => {
    expect(fs.existsSync(NGINX), `nginx is not installed (${NGINX})`).toBe(true);
    database = await startPrivatePostgres();
    const [port, portOne, portTwo] = await Promise.all([freePort(), freePort(), freePort()]);
    const publicUrl = `http://localhost:${port}`;
    // Each process's connections carry its name, so the test can tell which one holds the commit.
    const env = (name: string, listen: number) => ({
      PUBLIC_URL: publicUrl,
      DATABASE_URL: `${database!.url}?application_name=${name}`,
      PORT: String(listen),
    });
    const one = await startServer(env('ca-one', portOne));
    servers.push(one);
    const two = await startServer(env('ca-two', portTwo));
    servers.push(two);
    /** The server process now running under each name. */
    const byName: Record<string, RunningServer> = { 'ca-one': one, 'ca-two': two };
    const ports: Record<string, number> = { 'ca-one': portOne, 'ca-two': portTwo };
    dir = await mkdtemp(path.join(os.tmpdir(), 'ca-nginx-kill-'));
    nginx = await startNginx(dir, port, [portOne, portTwo]);
    const { context, page, bearer } = await signedInTablet(browser, publicUrl);

    const code = `KILL${randomBytes(3).toString('hex').toUpperCase()}`;
    const stored = async (name: string) =>
      Number(
        (
          await query<{ n: string }>(database!.url, `SELECT count(*) AS n FROM discount_codes WHERE code = '${name}'`)
        )[0]?.n,
      );

    await test.step('a discount code saved in the console while its process dies after the commit', async () => {
      await page.goto('/discountcodes');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const form = page.getByRole('form', { name: 'New discount code' });
      await form.getByLabel('Discount code').fill(code);
      await form.getByLabel('Amount %').fill('15');
      await holdCommits(database!.url, true);
      await form.getByRole('button', { name: 'Save' }).click();
      const holding = await processHoldingACommit(database!.url);
      const other = ({ 'ca-one': 'ca-two', 'ca-two': 'ca-one' } as Record<string, string>)[holding];
      await byName[holding]!.kill();
      // nginx sends the save again, with its key, to the process left, which waits for the first's key to be settled.
      await expect
        .poll(
          async () =>
            (
              await query<{ n: string }>(
                database!.url,
                `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = '${other}' AND wait_event_type = 'Lock'`,
              )
            )[0]?.n,
        )
        .toBe('1');
      await holdCommits(database!.url, false);
      await expect(page.getByText('Save successful')).toBeVisible();
      await expect(form).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Discount codes' }).getByText(code, { exact: true })).toHaveCount(1);
      await expect.poll(() => stored(code)).toBe(1);
      // The killed process back on its port, for the next step.
      byName[holding] = await startServer(env(holding, ports[holding]!));
      servers.push(byName[holding]);
    });

    await test.step('a write without an Idempotency-Key is not sent to the other process once sent', async () => {
      const bare = `${code}X`;
      await holdCommits(database!.url, true);
      const answer = fetch(`${publicUrl}/api/discount-codes`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bearer()}`,
          cookie: 'XSRF-TOKEN=e2e',
          'x-xsrf-token': 'e2e',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ code: bare, amount: 5, daysOfWeek: [1] }),
      }).then((response) => response.status);
      await byName[await processHoldingACommit(database!.url)]!.kill();
      // Not retried: the client is told the write's fate is unknown (502), rather than the write run twice.
      await expect.poll(() => answer).toBe(502);
      await holdCommits(database!.url, false);
      await expect.poll(() => stored(bare)).toBe(1);
    });

    await context.close();
  });
});
