import { expect, test } from './support/fixtures.ts';
import { addGuest, arrived, booking, openSlot, waiting } from './support/offline.ts';
import { withOwnServer } from './support/own-server.ts';

// Works offline: the service worker serves the console (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Exactly once with no window (issue 9, docs/decisions/005-idempotency.md): the server is killed after a booking
// change committed and before its answer reached the console; a new server on the same data dir and port takes the
// outbox's retry (same Idempotency-Key), which gets the stored answer: the change is applied once. The test runs
// its own server (the worker's must live on).

test.describe('exactly once across a killed server', () => {
  // Not the worker's server nor its signed-in state: this test signs in against its own server.
  test.use({ baseURL: undefined, storageState: undefined });

  test('a toggle committed just before the server died is applied once: the retry on the new server gets the stored answer', async ({
    browser,
    uid,
  }) => {
    // Two server starts and a real sign-in, on top of the usual.
    test.slow();
    await withOwnServer(browser, async ({ page, api, server: first, restart }) => {
      const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const name = `Killed Server ${uid}`;
      await addGuest(api, day, '20:30', name);
      await openSlot(page, day, '20:30');

      const toggles: Array<{ status: number; replayed: string | undefined }> = [];
      let killed: Promise<void> | undefined;
      await page.route('**/api/restaurant/v2/booking/*/toggle-completion*', async (route) => {
        try {
          const response = await route.fetch();
          toggles.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] });
          if (!killed) {
            // The server committed the change (and its answer, in the same transaction) and dies before the
            // answer reaches the console.
            killed = first.kill();
            await killed;
            await route.abort('connectionreset');
            return;
          }
          await route.fulfill({ response });
        } catch {
          // No server listening: the outbox sees a refused connection and tries again later.
          await route.abort('connectionrefused');
        }
      });

      await arrived(page, name).check();
      await expect.poll(() => killed !== undefined).toBe(true);
      await killed;
      const killedAt = Date.now();
      expect(toggles).toEqual([{ status: 200, replayed: undefined }]);
      await expect(waiting(page)).toHaveText('1 waiting');

      // A supervisor starts the server again on the same data dir and port; the outbox retries with the same key.
      await restart();
      // The outbox tries again when its backoff ends: each try while no server was up doubled the wait (from 1 s),
      // so the next one comes at most about twice the downtime after the last.
      await expect(waiting(page)).toHaveCount(0, { timeout: 2 * (Date.now() - killedAt) + 10_000 });
      expect(toggles.at(-1)).toEqual({ status: 200, replayed: 'true' });
      expect(toggles.filter((t) => t.replayed === undefined)).toHaveLength(1);
      // Flipped once: arrived (a second run would have undone the arrival).
      await expect.poll(() => booking(api, day, name)).toMatchObject({ visited: true, status: 'Completed' });
      await expect(arrived(page, name)).toBeChecked();
    });
  });
});
