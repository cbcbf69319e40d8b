import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb, type OutboxEntry } from './db.ts';
import { enqueue, listEntries, renew, retry, type NewEntry } from './outbox.ts';
import { backoffDelay } from './backoff.ts';
import { Replayer, type ReplayerOptions } from './replayer.ts';
import type { BatchSender, SendOutcome } from './send-outcome.ts';
import { nextSendable, REPLAY_BATCH_MAX, REPLAY_CONCURRENCY, requestsFor, sendableEntries } from './send-plan.ts';
import { webLockExclusive } from './web-lock.ts';

/**
 * A stand-in for the server's idempotency rule: a key it has seen returns the first answer and applies nothing.
 * Its state is what the tests check: each action applied exactly once.
 */
class FakeServer {
  applied: string[] = [];
  visited = new Map<number, boolean>();
  seen = new Map<string, unknown>();
  nextId = 500;
  handle(entry: OutboxEntry): unknown {
    const stored = this.seen.get(entry.key);
    if (stored !== undefined) return stored;
    let body: unknown = {};
    const path = entry.request.path;
    const toggle = /booking\/(-?\d+)\/toggle-completion/.exec(path);
    if (toggle) {
      const id = Number(toggle[1]);
      if (id < 0) throw new Error(`server got a client id: ${path}`);
      this.visited.set(id, !this.visited.get(id));
      body = { bookingId: id, visited: this.visited.get(id) };
    } else if (path.endsWith('bookings/simple')) {
      body = { bookingId: this.nextId++ };
    }
    this.applied.push(`${entry.request.method} ${path}`);
    this.seen.set(entry.key, body);
    return body;
  }
}

class Crash extends Error {}

let db: OfflineDb;
let server: FakeServer;
let n = 0;
beforeEach(() => {
  db = new OfflineDb(`replayer-test-${++n}`);
  server = new FakeServer();
});
/** Every replayer a test made: stopped before its database goes (a backoff's timer would wake it after). */
const made: Replayer[] = [];
afterEach(async () => {
  for (const r of made.splice(0)) r.stop();
  await db.delete();
});

const entry = (over: Partial<NewEntry> & { path: string; orderKey: string }): NewEntry => ({
  userId: 'u1',
  label: over.path,
  payload: {},
  scope: 'schedule:1',
  refs: [],
  request: { method: 'POST', path: over.path },
  ...over,
});
const toggle = (id: number) =>
  entry({
    path: `restaurant/v2/booking/${id}/toggle-completion`,
    orderKey: `booking:${id}`,
    refs: id < 0 ? [id] : [],
    coalesce: { key: `arrived:${id}`, mode: 'toggle' },
  });
const create = (clientId: number) =>
  entry({
    path: 'restaurant/v2/bookings/simple',
    orderKey: `booking:${clientId}`,
    creates: { clientId, idField: 'bookingId' },
  });

const kept = (r: Replayer) => (made.push(r), r);
function replayer(send: (e: OutboxEntry) => Promise<SendOutcome>) {
  return kept(new Replayer({ db, send, userId: () => 'u1', random: () => 0.5 }));
}
const ok = async (e: OutboxEntry): Promise<SendOutcome> => ({ kind: 'ok', body: server.handle(e) });

/** A replayer on the test's clock whose sends end in `failure()` while it gives one, and reach the fake server after. */
function flaky(failure: () => SendOutcome | undefined, clock: () => number, extra: Partial<ReplayerOptions> = {}) {
  return kept(
    new Replayer({
      db,
      userId: () => 'u1',
      now: clock,
      random: () => 1,
      send: async (e) => failure() ?? ok(e),
      ...extra,
    }),
  );
}
const NO_SERVER: SendOutcome = { kind: 'transient', message: 'Failed to fetch', unreachable: true };

describe('replayer', () => {
  it('sends in the order taken and empties the outbox', async () => {
    await enqueue(db, toggle(1));
    await enqueue(db, toggle(2));
    await enqueue(db, entry({ path: 'restaurant/v2/bookings/mealTimes/block', orderKey: 'slot:1:x' }));
    await replayer(ok).drain();
    expect(server.applied).toEqual([
      'POST restaurant/v2/booking/1/toggle-completion',
      'POST restaurant/v2/booking/2/toggle-completion',
      'POST restaurant/v2/bookings/mealTimes/block',
    ]);
    expect(await listEntries(db)).toEqual([]);
    expect((await db.meta.get('lastSyncAt'))?.value).toEqual(expect.any(Number));
  });

  it('sends a walk-in created offline, then its arrival under the server id', async () => {
    await enqueue(db, create(-1));
    await enqueue(db, toggle(-1));
    await replayer(ok).drain();
    expect(server.applied).toEqual([
      'POST restaurant/v2/bookings/simple',
      'POST restaurant/v2/booking/500/toggle-completion',
    ]);
    expect(server.visited.get(500)).toBe(true);
  });

  it('backs off on network errors and 5xx, with jitter, and sends later', async () => {
    await enqueue(db, toggle(1));
    let clock = 1_000;
    let down = true;
    const r = flaky(
      () => (down ? { kind: 'transient', message: 'Failed to fetch' } : undefined),
      () => clock,
      { random: () => 0 },
    );
    await r.drain();
    let [waiting] = await listEntries(db);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, notBefore: 1_000 + 500, error: 'Failed to fetch' });
    clock += 100;
    await r.drain();
    [waiting] = await listEntries(db);
    expect(waiting?.attempts).toBe(1);
    clock += 1_000;
    await r.drain();
    [waiting] = await listEntries(db);
    expect(waiting).toMatchObject({ attempts: 2, notBefore: clock + 1_000 });
    down = false;
    clock += 5_000;
    await r.drain();
    expect(await listEntries(db)).toEqual([]);
    expect(server.visited.get(1)).toBe(true);
  });

  it('says when no server answers, and sends everything at once when one answers again (a send or the probe)', async () => {
    await enqueue(db, toggle(1));
    await enqueue(db, toggle(2));
    let clock = 1_000;
    let down = true;
    const reachable: boolean[] = [];
    const r = flaky(
      () => (down ? NO_SERVER : undefined),
      () => clock,
      { onReachableChange: (value) => reachable.push(value) },
    );
    // Tried again and again while the server is down: the backoff grows to 8 s.
    for (let i = 0; i < 4; i++) {
      clock += 60_000;
      await r.drain();
    }
    expect(r.isReachable).toBe(false);
    expect(reachable).toEqual([false]);
    expect((await listEntries(db)).map((e) => e.notBefore - clock)).toEqual([8_000, 8_000]);
    // The server is back: the health probe says so, and both go at once, not 8 s later.
    down = false;
    await r.serverAnswered();
    expect(await listEntries(db)).toEqual([]);
    expect(reachable).toEqual([false, true]);
    expect(server.applied).toHaveLength(2);
    // Asked again while reachable: nothing to do.
    await r.serverAnswered();
    expect(reachable).toEqual([false, true]);
  });

  it('a server that answers "not now" (500, 429) is reachable; its answer after an outage ends every backoff', async () => {
    await enqueue(db, toggle(1));
    await enqueue(db, toggle(2));
    let clock = 1_000;
    let outcome: SendOutcome = NO_SERVER;
    const reachable: boolean[] = [];
    const r = flaky(
      () => outcome,
      () => clock,
      { onReachableChange: (value) => reachable.push(value) },
    );
    await r.drain();
    clock += 1_000;
    await r.drain();
    expect(reachable).toEqual([false]);
    // Its next try (entry 1, after its backoff) gets a 500: the server answers, so entry 2 goes at once.
    outcome = { kind: 'transient', message: 'Request failed with status 500.', unreachable: false };
    clock += 2_000;
    await r.drain();
    expect(reachable).toEqual([false, true]);
    const entries = await listEntries(db);
    expect(entries.map((e) => e.attempts)).toEqual([3, 3]);
  });

  it('Send now tries a waiting entry at once, whatever its backoff (one, or all)', async () => {
    await enqueue(db, toggle(1));
    await enqueue(db, toggle(2));
    const clock = 1_000;
    let down = true;
    // A server that answers "not now": no outage, so one answer does not end the other's backoff.
    const r = flaky(
      () => (down ? { kind: 'transient', message: 'Request failed with status 500.', unreachable: false } : undefined),
      () => clock,
    );
    await r.drain();
    expect((await listEntries(db)).every((e) => e.notBefore > clock)).toBe(true);
    down = false;
    await r.drain();
    expect(server.applied).toEqual([]);
    const [first] = await listEntries(db);
    await r.sendNow(first!.seq);
    expect(server.applied).toEqual(['POST restaurant/v2/booking/1/toggle-completion']);
    await r.sendNow();
    expect(server.applied).toHaveLength(2);
    expect(await listEntries(db)).toEqual([]);
  });

  it('grows the backoff exponentially up to a minute, between half and all of it', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1_000);
    expect(backoffDelay(4, () => 1)).toBe(8_000);
    expect(backoffDelay(20, () => 1)).toBe(60_000);
    expect(backoffDelay(20, () => 0)).toBe(30_000);
  });

  it('marks a refused entry failed with the reason, and holds back nothing after it: each later change goes on (issue 41)', async () => {
    await enqueue(db, toggle(1));
    await enqueue(db, toggle(2));
    await enqueue(db, entry({ path: 'restaurant/v2/booking/1/cancel', orderKey: 'booking:1' }));
    const rejected: string[] = [];
    const r = kept(
      new Replayer({
        db,
        userId: () => 'u1',
        onRejected: (e) => rejected.push(e.error ?? ''),
        send: async (e) =>
          e.request.path.includes('/1/toggle')
            ? { kind: 'rejected', status: 409, message: 'Booking is cancelled.' }
            : ok(e),
      }),
    );
    await r.drain();
    const left = await listEntries(db);
    expect(left.map((e) => [e.request.path, e.state])).toEqual([
      ['restaurant/v2/booking/1/toggle-completion', 'failed'],
    ]);
    expect(left[0]?.error).toBe('Booking is cancelled.');
    expect(rejected).toEqual(['Booking is cancelled.']);
    expect(server.applied).toEqual([
      'POST restaurant/v2/booking/2/toggle-completion',
      'POST restaurant/v2/booking/1/cancel',
    ]);
  });

  it('Retry sends a refused entry again, with the same key, once the host asks', async () => {
    await enqueue(db, toggle(1));
    let refuse = true;
    const keys: string[] = [];
    const r = replayer(async (e) => {
      keys.push(e.key);
      return refuse ? { kind: 'rejected', status: 409, message: 'Busy elsewhere.' } : ok(e);
    });
    await r.drain();
    const [failed] = await listEntries(db);
    expect(failed?.state).toBe('failed');
    await r.drain();
    expect(keys).toHaveLength(1);
    refuse = false;
    await retry(db, failed!.seq!);
    await r.drain();
    expect(await listEntries(db)).toEqual([]);
    expect(keys).toEqual([failed!.key, failed!.key]);
    expect(server.applied).toEqual(['POST restaurant/v2/booking/1/toggle-completion']);
  });

  it('runs one replayer at a time across tabs (Web Locks): a second tab skips while the first sends', async () => {
    // navigator.locks as two tabs of one browser share it: a held name is not available to the other.
    const held = new Set<string>();
    const locks = {
      request: async (name: string, _opts: { ifAvailable: boolean }, cb: (lock: object | null) => Promise<void>) => {
        if (held.has(name)) return cb(null);
        held.add(name);
        try {
          return await cb({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      await enqueue(db, toggle(1));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const sent: string[] = [];
      const tab = (name: string) =>
        new Replayer({
          db,
          userId: () => 'u1',
          exclusive: webLockExclusive('checkout-admin-outbox'),
          send: async (e) => {
            sent.push(name);
            await gate;
            return ok(e);
          },
        });
      const first = tab('tab 1').drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tab('tab 2').drain();
      release();
      await first;
      expect(sent).toEqual(['tab 1']);
      expect(server.applied).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('pauses when sign-in is needed and keeps every entry', async () => {
    await enqueue(db, toggle(1));
    await enqueue(db, toggle(2));
    let signedIn = false;
    const r = replayer(async (e) => (signedIn ? ok(e) : { kind: 'signInRequired' }));
    await r.drain();
    expect(r.isPaused).toBe(true);
    expect((await listEntries(db)).map((e) => e.state)).toEqual(['pending', 'pending']);
    signedIn = true;
    await r.resume();
    expect(await listEntries(db)).toEqual([]);
    expect(server.applied).toHaveLength(2);
  });

  it('pauses from outside (a 401 on another call) and tells when it resumes', async () => {
    await enqueue(db, toggle(1));
    const told: boolean[] = [];
    const r = kept(
      new Replayer({ db, send: ok, userId: () => 'u1', random: () => 0.5, onPausedChange: (p) => told.push(p) }),
    );
    r.pause();
    await r.drain();
    expect(server.applied).toHaveLength(0);
    await r.resume();
    expect(told).toEqual([true, false]);
    expect(server.applied).toHaveLength(1);
    // Resuming when not paused still says so: the bar never stays on "sign-in needed".
    await r.resume();
    expect(told).toEqual([true, false, false]);
  });

  it('sends only the signed-in user’s entries', async () => {
    await enqueue(db, { ...toggle(1), userId: 'someone-else' });
    await enqueue(db, toggle(2));
    await replayer(ok).drain();
    expect(server.applied).toEqual(['POST restaurant/v2/booking/2/toggle-completion']);
    expect(await listEntries(db)).toHaveLength(1);
  });

  it('sends independent entries a few at a time, each order key strictly in the order taken, one at a time', async () => {
    // Four bookings, three actions each, taken interleaved: arrived, a table, cancel.
    for (let round = 0; round < 3; round++) {
      for (const id of [1, 2, 3, 4, 5, 6]) {
        const action = ['toggle-completion', 'tables', 'cancel'][round]!;
        await enqueue(db, entry({ path: `restaurant/v2/booking/${id}/${action}`, orderKey: `booking:${id}` }));
      }
    }
    let inFlight = 0;
    let most = 0;
    const busyKeys = new Set<string>();
    const perKey = new Map<string, string[]>();
    // The first sends are answered only once REPLAY_CONCURRENCY of them are out: the replayer must start that many
    // without waiting for an answer (on a busy machine a short delay alone could answer one before the next starts).
    let started = 0;
    let releaseFirst!: () => void;
    const firstWave = new Promise<void>((resolve) => (releaseFirst = resolve));
    await replayer(async (e) => {
      expect(busyKeys.has(e.orderKey)).toBe(false);
      busyKeys.add(e.orderKey);
      most = Math.max(most, ++inFlight);
      if (++started <= REPLAY_CONCURRENCY) {
        if (started === REPLAY_CONCURRENCY) releaseFirst();
        await firstWave;
      }
      // Answers come back in another order than the requests went (a slow request, a fast one).
      await new Promise((resolve) => setTimeout(resolve, 1 + (((e.seq ?? 0) * 7) % 5)));
      perKey.set(e.orderKey, [...(perKey.get(e.orderKey) ?? []), e.request.path.split('/').pop()!]);
      inFlight--;
      busyKeys.delete(e.orderKey);
      return ok(e);
    }).drain();
    expect(most).toBe(REPLAY_CONCURRENCY);
    for (const id of [1, 2, 3, 4, 5, 6])
      expect(perKey.get(`booking:${id}`)).toEqual(['toggle-completion', 'tables', 'cancel']);
    expect(server.applied).toHaveLength(18);
    expect(await listEntries(db)).toEqual([]);
  });

  it('applies every entry exactly once while several are in flight and answers get lost on the way back', async () => {
    for (let id = 1; id <= 40; id++) await enqueue(db, toggle(id));
    let clock = 1_000;
    let sends = 0;
    // Every third answer is lost after the server applied the action: the entry is sent again with its key.
    const r = flaky(
      () => undefined,
      () => clock,
      {
        send: async (e) => {
          await new Promise((resolve) => setTimeout(resolve, sends % 3));
          const body = server.handle(e);
          return ++sends % 3 === 0
            ? { kind: 'transient', message: 'Failed to fetch', unreachable: false }
            : { kind: 'ok', body };
        },
      },
    );
    for (let round = 0; round < 10 && (await listEntries(db)).length > 0; round++) {
      await r.drain();
      clock += 120_000;
    }
    expect(await listEntries(db)).toEqual([]);
    expect(sends).toBeGreaterThan(40);
    expect(server.applied).toHaveLength(40);
    for (let id = 1; id <= 40; id++) expect(server.visited.get(id)).toBe(true);
  });

  it('picks up what is queued while it sends, without waiting for the run to end', async () => {
    await enqueue(db, toggle(1));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const r = replayer(async (e) => {
      if (e.request.path.includes('/1/')) await gate;
      return ok(e);
    });
    const run = r.drain();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await enqueue(db, toggle(2));
    void r.drain();
    // Booking 2 goes while booking 1's request is still under way.
    await expect.poll(() => server.applied).toEqual(['POST restaurant/v2/booking/2/toggle-completion']);
    release();
    await run;
    await r.drain();
    expect(server.applied).toEqual([
      'POST restaurant/v2/booking/2/toggle-completion',
      'POST restaurant/v2/booking/1/toggle-completion',
    ]);
    expect(await listEntries(db)).toEqual([]);
  });

  it('holds an entry that refers to a walk-in not created yet, whatever its order key, until the server id is in it', async () => {
    await enqueue(db, create(-1));
    // Blocking the walk-in's slot is not the booking's order key, but this one names the booking (-1) in its path.
    await enqueue(db, entry({ path: 'restaurant/v2/booking/-1/cancel', orderKey: 'other:-1', refs: [-1] }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const r = replayer(async (e) => {
      if (e.creates) await gate;
      return ok(e);
    });
    const run = r.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.applied).toEqual([]);
    release();
    await run;
    expect(server.applied).toEqual(['POST restaurant/v2/bookings/simple', 'POST restaurant/v2/booking/500/cancel']);
  });

  it('sendableEntries: the first entry of each free order key, at most the limit, none being sent', () => {
    const e = (seq: number, orderKey: string, over: Partial<OutboxEntry> = {}) =>
      ({ seq, orderKey, state: 'pending', notBefore: 0, refs: [], ...over }) as OutboxEntry;
    const entries = [e(1, 'a'), e(2, 'a'), e(3, 'b'), e(4, 'c', { state: 'failed' }), e(5, 'c'), e(6, 'd'), e(7, 'e')];
    expect(sendableEntries(entries, 0, new Set(), 10).map((x) => x.seq)).toEqual([1, 3, 5, 6, 7]);
    expect(sendableEntries(entries, 0, new Set([1, 3]), 10).map((x) => x.seq)).toEqual([5, 6, 7]);
    expect(sendableEntries(entries, 0, new Set(), 2).map((x) => x.seq)).toEqual([1, 3]);
  });

  it('never sends an entry queued longer ago than the server keeps keys; sent as new, it goes with a new key (decision 036)', async () => {
    const DAY = 24 * 60 * 60_000;
    await enqueue(db, toggle(1));
    await enqueue(db, toggle(1)); // cancels out the first: nothing
    await enqueue(db, toggle(1));
    await enqueue(db, entry({ path: 'restaurant/v2/booking/1/cancel', orderKey: 'booking:1' }));
    await enqueue(db, toggle(2));
    // Booking 1's were queued eight days ago (the tablet was off all that time); booking 2's now.
    for (const queued of await listEntries(db)) {
      if (queued.orderKey === 'booking:1') await db.outbox.update(queued.seq, { createdAt: Date.now() - 8 * DAY });
    }
    const [old] = await listEntries(db);
    const r = flaky(
      () => undefined,
      () => Date.now(),
      { keyWindowMs: 7 * DAY },
    );
    await r.drain();
    // Booking 2's arrival went; booking 1's stale arrival holds it and what comes after it on that booking.
    expect(server.applied).toEqual(['POST restaurant/v2/booking/2/toggle-completion']);
    const held = await listEntries(db);
    expect(held.map((e) => e.request.path)).toEqual([
      'restaurant/v2/booking/1/toggle-completion',
      'restaurant/v2/booking/1/cancel',
    ]);
    expect(held[0]).toMatchObject({ state: 'pending', attempts: 0 });
    // Sent as new, the arrival goes; the cancel, as old, then heads the booking's changes and waits for its own choice.
    await renew(db, held[0]!.seq!);
    await r.drain();
    expect(server.applied.slice(1)).toEqual(['POST restaurant/v2/booking/1/toggle-completion']);
    await renew(db, held[1]!.seq!);
    await r.drain();
    expect(server.applied.slice(1)).toEqual([
      'POST restaurant/v2/booking/1/toggle-completion',
      'POST restaurant/v2/booking/1/cancel',
    ]);
    expect(server.seen.has(old!.key)).toBe(false);
  });

  it('nextSendable skips held order keys and waits for backoff', () => {
    const e = (seq: number, orderKey: string, state: OutboxEntry['state'], notBefore = 0) =>
      ({ seq, orderKey, state, notBefore }) as OutboxEntry;
    // A refused entry holds nothing: the next change of the same booking goes.
    expect(nextSendable([e(1, 'a', 'failed'), e(2, 'a', 'pending'), e(3, 'b', 'pending')], 0)?.seq).toBe(2);
    expect(nextSendable([e(1, 'a', 'pending', 50), e(2, 'a', 'pending')], 10)).toBeUndefined();
    expect(nextSendable([e(1, 'a', 'sending')], 0)?.seq).toBe(1);
  });

  /**
   * The replayer is killed at every step of a send (before the request, after the server applied it but before
   * the answer came back, after the answer but before the outbox was updated) and a new one starts on the same
   * database: nothing is lost and nothing is applied twice.
   */
  describe.each(['before the request', 'after the server applied it', 'after the answer'] as const)(
    'killed %s',
    (step) => {
      it('restarts, and every action reaches the server exactly once', async () => {
        await enqueue(db, create(-1));
        await enqueue(db, toggle(-1));
        await enqueue(db, toggle(7));
        await enqueue(db, toggle(8));

        // Which send of each new replayer dies: first one of the entries sent alongside the walk-in's create (the
        // create and the other arrival go on), then the walk-in's arrival under its server id, twice.
        for (const victim of [1, 0, 0]) {
          let sends = 0;
          let dieOnWrite = false;
          // 'after the answer': the answer arrived and the process dies inside the outbox update (the delete, or the
          // create's delete-and-map transaction), which therefore never happens.
          const dying = () => {
            if (dieOnWrite) {
              dieOnWrite = false;
              throw new Crash();
            }
          };
          db.outbox.hook('deleting', dying);
          const crashing = replayer(async (e) => {
            if (sends++ === victim) {
              if (step === 'before the request') throw new Crash();
              if (step === 'after the server applied it') {
                server.handle(e);
                throw new Crash();
              }
              dieOnWrite = true;
            }
            return ok(e);
          });
          await expect(crashing.drain()).rejects.toThrow();
          db.outbox.hook('deleting').unsubscribe(dying);
          const survivors = await listEntries(db);
          expect(survivors.length).toBeGreaterThan(0);
          if (step === 'before the request')
            expect(survivors.some((survivor) => survivor.state === 'sending')).toBe(true);
        }
        await replayer(ok).drain();

        expect(await listEntries(db)).toEqual([]);
        expect(server.applied.filter((line) => line.endsWith('bookings/simple'))).toHaveLength(1);
        expect(server.visited.get(500)).toBe(true);
        expect(server.visited.get(7)).toBe(true);
        expect(server.visited.get(8)).toBe(true);
        expect(server.applied).toHaveLength(4);
      });
    },
  );

  describe('batched', () => {
    /** A replayer with a batch sender: each batch's entries answered by `answer`, after a short, varying delay. */
    function batching(
      answer: (e: OutboxEntry, batch: readonly OutboxEntry[]) => SendOutcome = (e) => ({
        kind: 'ok',
        body: server.handle(e),
      }),
      extra: Partial<ReplayerOptions> = {},
    ) {
      const batches: OutboxEntry[][] = [];
      const singles: OutboxEntry[] = [];
      let inFlight = 0;
      let most = 0;
      const busy = new Set<string>();
      const enter = (entries: readonly OutboxEntry[]) => {
        most = Math.max(most, ++inFlight);
        for (const e of entries) {
          expect(busy.has(e.orderKey), `two of ${e.orderKey} in flight`).toBe(false);
          busy.add(e.orderKey);
        }
      };
      const leave = async (entries: readonly OutboxEntry[]) => {
        await new Promise((resolve) => setTimeout(resolve, 10 + (batches.length % 3)));
        inFlight--;
        for (const e of entries) busy.delete(e.orderKey);
      };
      const sendBatch: BatchSender = async (entries) => {
        batches.push([...entries]);
        enter(entries);
        await leave(entries);
        return entries.map((e) => answer(e, entries));
      };
      const send = async (e: OutboxEntry): Promise<SendOutcome> => {
        singles.push(e);
        enter([e]);
        await leave([e]);
        return answer(e, [e]);
      };
      const r = kept(new Replayer({ db, send, sendBatch, userId: () => 'u1', random: () => 0.5, ...extra }));
      return { r, batches, singles, most: () => most };
    }

    it('sends a long queue a batch per request, a few requests at a time, each entry once', async () => {
      for (let id = 1; id <= 230; id++) await enqueue(db, toggle(id));
      const { r, batches, singles, most } = batching();
      await r.drain();
      expect(await listEntries(db)).toEqual([]);
      expect(server.applied).toHaveLength(230);
      for (let id = 1; id <= 230; id++) expect(server.visited.get(id)).toBe(true);
      expect(singles).toEqual([]);
      expect(batches.length).toBeLessThanOrEqual(Math.ceil(230 / 2));
      expect(Math.max(...batches.map((b) => b.length))).toBe(REPLAY_BATCH_MAX);
      // Several requests at once, never more than the limit.
      expect(most()).toBeGreaterThan(1);
      expect(most()).toBeLessThanOrEqual(REPLAY_CONCURRENCY);
      // In the order taken: each batch's entries come after the previous batch's (the first request of a run
      // takes the oldest).
      expect(batches[0]?.[0]?.seq).toBe(Math.min(...batches.flat().map((e) => e.seq ?? Infinity)));
    });

    it('keeps each order key in the order taken, never two of one key in a batch', async () => {
      for (let round = 0; round < 3; round++) {
        for (let id = 1; id <= 12; id++) {
          const action = ['toggle-completion', 'tables', 'cancel'][round]!;
          await enqueue(db, entry({ path: `restaurant/v2/booking/${id}/${action}`, orderKey: `booking:${id}` }));
        }
      }
      const { r, batches } = batching();
      await r.drain();
      for (const batch of batches) expect(new Set(batch.map((e) => e.orderKey)).size).toBe(batch.length);
      const perKey = new Map<string, string[]>();
      for (const line of server.applied) {
        const [, id, action] = /booking\/(\d+)\/(.+)$/.exec(line)!;
        perKey.set(id!, [...(perKey.get(id!) ?? []), action!]);
      }
      for (let id = 1; id <= 12; id++)
        expect(perKey.get(String(id))).toEqual(['toggle-completion', 'tables', 'cancel']);
      expect(await listEntries(db)).toEqual([]);
    });

    it('a tap goes alone, at once: no batch while no more entries may go than requests are free', async () => {
      for (let id = 1; id <= REPLAY_CONCURRENCY; id++) await enqueue(db, toggle(id));
      const { r, batches, singles } = batching();
      await r.drain();
      expect(batches).toEqual([]);
      expect(singles).toHaveLength(REPLAY_CONCURRENCY);
      expect(requestsFor([], 4)).toEqual([]);
    });

    it('settles each entry of a batch by its own answer: accepted, refused, or tried again later with its key', async () => {
      for (let id = 1; id <= 12; id++) await enqueue(db, toggle(id));
      let clock = 1_000;
      let lost = true;
      const rejected: number[] = [];
      const { r } = batching(
        (e) => {
          const id = Number(/booking\/(\d+)/.exec(e.request.path)![1]);
          if (id === 5) return { kind: 'rejected', status: 409, message: 'The booking is cancelled.' };
          const body = server.handle(e);
          // The answers of 7 and 8 are lost the first time, after the server applied them.
          if ((id === 7 || id === 8) && lost)
            return { kind: 'transient', message: 'Request failed with status 500.', unreachable: false };
          return { kind: 'ok', body };
        },
        { now: () => clock, onRejected: (e) => rejected.push(e.seq!) },
      );
      await r.drain();
      const left = await listEntries(db);
      expect(left.map((e) => [e.request.path.split('/')[3], e.state])).toEqual([
        ['5', 'failed'],
        ['7', 'pending'],
        ['8', 'pending'],
      ]);
      expect(rejected).toHaveLength(1);
      lost = false;
      clock += 120_000;
      await r.drain();
      expect((await listEntries(db)).map((e) => e.request.path.split('/')[3])).toEqual(['5']);
      // 7 and 8 were applied once: the resend was answered from their keys.
      expect(server.applied).toHaveLength(11);
      for (const id of [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12]) expect(server.visited.get(id)).toBe(true);
    });

    it('sends one at a time, each with its true outcome, when the server refuses the batch itself', async () => {
      for (let id = 1; id <= 30; id++) await enqueue(db, toggle(id));
      let refused = 0;
      const singles: OutboxEntry[] = [];
      const r = kept(
        new Replayer({
          db,
          userId: () => 'u1',
          send: async (e) => (singles.push(e), ok(e)),
          sendBatch: async () => (refused++, undefined),
        }),
      );
      await r.drain();
      // The batches already under way when the first refusal came back; none after it.
      expect(refused).toBeGreaterThanOrEqual(1);
      expect(refused).toBeLessThanOrEqual(REPLAY_CONCURRENCY);
      expect(singles).toHaveLength(30);
      expect(server.applied).toHaveLength(30);
      expect(await listEntries(db)).toEqual([]);
    });

    it('a crash after the server applied a batch loses nothing and applies nothing twice', async () => {
      for (let id = 1; id <= 60; id++) await enqueue(db, toggle(id));
      let batches = 0;
      const crashing = kept(
        new Replayer({
          db,
          userId: () => 'u1',
          send: ok,
          sendBatch: async (entries) => {
            const bodies = entries.map((e) => server.handle(e));
            if (++batches === 2) throw new Crash();
            return bodies.map((body) => ({ kind: 'ok', body }));
          },
        }),
      );
      await expect(crashing.drain()).rejects.toThrow();
      expect((await listEntries(db)).some((e) => e.state === 'sending')).toBe(true);
      const { r } = batching();
      await r.drain();
      expect(await listEntries(db)).toEqual([]);
      expect(server.applied).toHaveLength(60);
      for (let id = 1; id <= 60; id++) expect(server.visited.get(id)).toBe(true);
    });
  });
});
