import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb, type OutboxEntry } from './db.ts';
import { enqueue } from './outbox.ts';
import { OutboxLedger } from './outbox-ledger.ts';

let db: OfflineDb;
let ledger: OutboxLedger;
let n = 0;
beforeEach(() => {
  db = new OfflineDb(`ledger-test-${++n}`);
  ledger = new OutboxLedger(db);
});
afterEach(async () => {
  await db.delete();
});

const queue = (id: number, userId = 'u1') =>
  enqueue(db, {
    userId,
    label: `Arrived: ${id}`,
    payload: {},
    scope: 'schedule:1',
    orderKey: `booking:${id}`,
    request: { method: 'POST', path: `restaurant/v2/booking/${id}/toggle-completion` },
  });
const paths = (entries: readonly OutboxEntry[]) => entries.map((e) => e.request.path.split('/')[3]);
const stored = async (seq: number) => (await db.outbox.get(seq))!;

describe('the outbox ledger', () => {
  it('reads only the user’s entries, in the order taken', async () => {
    await queue(1);
    await queue(2, 'u2');
    await queue(3);
    expect(paths(await ledger.read('u1'))).toEqual(['1', '3']);
    expect(await ledger.read(undefined)).toEqual([]);
  });

  it('never reads an accepted entry again, before or after its removal lands, and forgets it once removed', async () => {
    const first = await queue(1);
    await queue(2);
    const accepted = await stored(first.seq);
    ledger.settle(accepted, null);
    expect(paths(await ledger.read('u1'))).toEqual(['2']);
    await db.outbox.delete(first.seq);
    expect(paths(await ledger.read('u1'))).toEqual(['2']);
    // Were it written back (it is not: seqs are never reused), it would show: the ledger holds nothing of it now.
    await db.outbox.put(accepted);
    expect(paths(await ledger.read('u1'))).toEqual(['1', '2']);
  });

  it('shows an accepted entry again when its removal could not be written', async () => {
    const first = await queue(1);
    ledger.settle(await stored(first.seq), null);
    expect(await ledger.read('u1')).toEqual([]);
    ledger.unsettle([first.seq]);
    expect(paths(await ledger.read('u1'))).toEqual(['1']);
  });

  it('lays an outcome written during a read over what that read found, and leaves later reads to IndexedDB', async () => {
    const { seq } = await queue(1);
    const before = await stored(seq);
    const reading = ledger.read('u1');
    const failed: OutboxEntry = { ...before, state: 'failed', attempts: 1, error: 'Cancelled elsewhere' };
    ledger.settle(before, failed);
    expect(await reading).toEqual([failed]);
    // IndexedDB holds its own copy from here (the replayer writes it before it settles).
    await db.outbox.update(seq, { state: 'pending', error: undefined });
    expect((await ledger.read('u1'))[0]!.state).toBe('pending');
  });

  it('keeps a replay run’s copy up to date with each outcome', async () => {
    const first = await queue(1);
    const second = await queue(2);
    const view = ledger.open();
    await view.read('u1');
    const entry = await stored(second.seq);
    ledger.settle(entry, { ...entry, state: 'failed' });
    ledger.settle(await stored(first.seq), null);
    expect(view.entries.map((e) => [e.seq, e.state])).toEqual([[second.seq, 'failed']]);
    view.close();
    ledger.settle(entry, null);
    expect(view.entries).toHaveLength(1);
  });

  it('shows a tap until the first read that began after its write ended', async () => {
    const tap = { label: 'Arrived: 1' } as OutboxEntry;
    ledger.tap(tap);
    expect(ledger.taps).toEqual([tap]);
    await ledger.read('u1');
    expect(ledger.taps).toEqual([tap]);
    await queue(1);
    ledger.tapWritten(tap);
    expect(ledger.taps).toEqual([tap]);
    expect(paths(await ledger.read('u1'))).toEqual(['1']);
    expect(ledger.taps).toEqual([]);
  });
});
