import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiCaller } from './support/api.ts';
import { captureBearer, signIn, TABLET } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { addGuest, arrived, booking, openSlot, waiting } from './support/offline.ts';
import { removeDir, startServer, type RunningServer } from './support/server.ts';

// Exactly once with no window (issue 9, docs/decisions/005-idempotency.md): the server is killed after a booking
// change committed and before its answer reached the console; a new server on the same data dir takes the outbox's
// retry (same Idempotency-Key), which gets the stored answer: the change is applied once.
//
// The test runs its own server (the worker's must live on). A restarted server cannot take the killed one's port
// through startServer (it always picks a free one), so it starts on the same data dir with the same public URL
// (same sign-in issuer and keys, so the console's token still holds) and the test stands in for the address in
// front of it: from the kill on, the page's /api requests go to whichever server is up, and are refused while none is.

/** The PID of the server holding the data dir's lock (server/db/open.ts writes it to server.lock/owner.json). */
async function lockOwner(dataDir: string): Promise<number> {
  const owner = JSON.parse(await readFile(path.join(dataDir, 'server.lock', 'owner.json'), 'utf8')) as { pid: number };
  return owner.pid;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills the server at once (no graceful shutdown), as a crash or `kill -9` would, and waits until it is gone. */
async function crash(server: RunningServer): Promise<void> {
  const pid = await lockOwner(server.dataDir);
  process.kill(pid, 'SIGKILL');
  while (alive(pid)) await new Promise((resolve) => setImmediate(resolve));
}

test.describe('exactly once across a killed server', () => {
  // Not the worker's server nor its signed-in state: this test signs in against its own server.
  test.use({ baseURL: undefined, storageState: undefined });

  test('a toggle committed just before the server died is applied once: the retry on the new server gets the stored answer', async ({ browser, uid }) => {
    // Two server starts and a real sign-in, on top of the usual.
    test.slow();
    const servers: RunningServer[] = [];
    const first = await startServer();
    servers.push(first);
    const context = await browser.newContext({ baseURL: first.url, viewport: TABLET, hasTouch: true });
    try {
      const page = await context.newPage();
      const bearer = captureBearer(page);
      await page.goto('/');
      await signIn(page);
      await expect(page.getByRole('button', { name: /Kari Nordmann/ })).toBeVisible();
      await expect.poll(() => bearer()).toBeTruthy();
      const api = apiCaller(first.url, bearer);
      const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const name = `Killed Server ${uid}`;
      await addGuest(api, day, '20:30', name);
      await openSlot(page, day, '20:30');

      const toggles: Array<{ status: number; replayed: string | undefined }> = [];
      let up: RunningServer | undefined = first;
      let killed: Promise<void> | undefined;
      await page.route(`${first.url}/api/**`, async (route) => {
        const toggle = route.request().url().endsWith('/toggle-completion');
        if (toggle && !killed) {
          // The server commits the change (and its answer, in the same transaction)...
          const response = await route.fetch();
          toggles.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] });
          // ...and dies before the answer reaches the console.
          up = undefined;
          killed = crash(first);
          await killed;
          await route.abort('connectionreset');
          return;
        }
        try {
          if (!up) throw new Error('no server is up');
          const response = await route.fetch({ url: route.request().url().replace(first.url, up.url) });
          if (toggle) toggles.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] });
          await route.fulfill({ response });
        } catch {
          // The server is down: the outbox sees what it would see, a refused connection, and tries again later.
          await route.abort('connectionrefused');
        }
      });

      await arrived(page, name).check();
      await expect.poll(() => killed !== undefined).toBe(true);
      await killed;
      const killedAt = Date.now();
      expect(toggles).toEqual([{ status: 200, replayed: undefined }]);
      await expect(waiting(page)).toHaveText('1 waiting');

      // A supervisor starts the server again on the same data dir; the outbox retries with the same key.
      const second = await startServer({ DATA_DIR: first.dataDir, PUBLIC_URL: first.url });
      servers.push(second);
      up = second;
      // The outbox tries again when its backoff ends: each try while no server was up doubled the wait (from 1 s),
      // so the next one comes at most about twice the downtime after the last.
      await expect(waiting(page)).toHaveCount(0, { timeout: 2 * (Date.now() - killedAt) + 10_000 });
      expect(toggles.at(-1)).toEqual({ status: 200, replayed: 'true' });
      expect(toggles.filter((t) => t.replayed === undefined)).toHaveLength(1);
      // Flipped once: arrived (a second run would have undone the arrival).
      await expect.poll(() => booking(apiCaller(second.url, bearer), day, name)).toMatchObject({ visited: true, status: 'Completed' });
      await expect(arrived(page, name)).toBeChecked();
    } finally {
      await context.close();
      for (const server of servers) await server.stop();
      await removeDir(first.dataDir);
    }
  });
});
