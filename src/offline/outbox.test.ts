import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb, type OutboxEntry } from './db.ts';
import { completeCreate, replaceRef } from './id-mapping.ts';
import { discard, enqueue, listEntries, type NewEntry } from './outbox.ts';

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  db = new OfflineDb(`outbox-test-${++n}`);
});
afterEach(async () => {
  await db.delete();
});

const toggle = (bookingId: number): NewEntry => ({
  userId: 'u1',
  label: `Arrived ${bookingId}`,
  payload: { kind: 'toggleArrived', bookingId },
  scope: 'schedule:1',
  orderKey: `booking:${bookingId}`,
  coalesce: { key: `arrived:${bookingId}`, mode: 'toggle' },
  refs: bookingId < 0 ? [bookingId] : [],
  request: { method: 'POST', path: `restaurant/v2/booking/${bookingId}/toggle-completion` },
});
const tables = (bookingId: number, set: string[]): NewEntry => ({
  userId: 'u1',
  label: `Tables ${bookingId}`,
  payload: { kind: 'setTables', bookingId, tables: set },
  scope: 'schedule:1',
  orderKey: `booking:${bookingId}`,
  coalesce: { key: `tables:${bookingId}`, mode: 'replace' },
  refs: bookingId < 0 ? [bookingId] : [],
  request: { method: 'PUT', path: `restaurant/v2/bookings/${bookingId}`, body: { bookingId, tableNumbers: set } },
});
const create = (clientId: number): NewEntry => ({
  userId: 'u1',
  label: 'Walk-in',
  payload: { kind: 'create', clientId },
  scope: 'schedule:1',
  orderKey: `booking:${clientId}`,
  creates: { clientId, idField: 'bookingId' },
  request: { method: 'POST', path: 'restaurant/v2/bookings/simple', body: { customerName: 'Walk-in' } },
});

describe('outbox', () => {
  it('keeps entries in the order taken, each with its own idempotency key', async () => {
    await enqueue(db, toggle(1));
    await enqueue(db, tables(2, ['1']));
    await enqueue(db, toggle(3));
    const entries = await listEntries(db);
    expect(entries.map((e) => e.orderKey)).toEqual(['booking:1', 'booking:2', 'booking:3']);
    expect(new Set(entries.map((e) => e.key)).size).toBe(3);
    expect(entries.every((e) => e.state === 'pending' && e.attempts === 0)).toBe(true);
  });

  it('an arrived toggle followed by its undo cancels out', async () => {
    await enqueue(db, { ...toggle(1), label: 'Arrived: Kari' });
    expect(await enqueue(db, { ...toggle(1), label: 'Not arrived: Kari' })).toMatchObject({
      kind: 'cancelled',
      label: 'Arrived: Kari',
      mode: 'toggle',
    });
    expect(await listEntries(db)).toEqual([]);
    // A third toggle is a real change again.
    await enqueue(db, toggle(1));
    expect(await listEntries(db)).toHaveLength(1);
  });

  it('a run of table changes on one booking sends only the final set', async () => {
    await enqueue(db, tables(1, ['1']));
    await enqueue(db, tables(1, ['1', '2']));
    await enqueue(db, tables(1, ['2']));
    const entries = await listEntries(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.request.body).toEqual({ bookingId: 1, tableNumbers: ['2'] });
  });

  it('a replace combines with the waiting entry as the feature says, or both go when they cancel out', async () => {
    const combine = vi.fn((waiting: OutboxEntry) =>
      waiting.label === 'undo' ? null : { label: `${waiting.label}+`, payload: 'both', request: waiting.request },
    );
    await enqueue(db, { ...tables(1, ['1']), label: 'first' });
    expect(await enqueue(db, { ...tables(1, ['2']), combine })).toMatchObject({ kind: 'replaced' });
    const [combined] = await listEntries(db);
    expect(combined).toMatchObject({
      label: 'first+',
      payload: 'both',
      request: { body: { bookingId: 1, tableNumbers: ['1'] } },
    });
    // The hook is never stored.
    expect(combined).not.toHaveProperty('combine');
    await db.outbox.update(combined!.seq, { label: 'undo' });
    expect(await enqueue(db, { ...tables(1, ['1']), combine })).toMatchObject({
      kind: 'cancelled',
      label: 'undo',
      mode: 'replace',
    });
    expect(await listEntries(db)).toEqual([]);
    // With nothing waiting, the hook is not asked and the entry is stored as given.
    await enqueue(db, { ...tables(1, ['3']), combine });
    expect(combine).toHaveBeenCalledTimes(2);
    expect(await listEntries(db)).toHaveLength(1);
  });

  it('never coalesces across another action on the same booking, nor into an entry already tried', async () => {
    await enqueue(db, tables(1, ['1']));
    await enqueue(db, toggle(1));
    await enqueue(db, tables(1, ['2']));
    expect(await listEntries(db)).toHaveLength(3);

    const [first] = await listEntries(db);
    await db.outbox.clear();
    await enqueue(db, toggle(5));
    const tried = (await listEntries(db))[0];
    await db.outbox.update(tried?.seq, { attempts: 1 });
    await enqueue(db, toggle(5));
    expect(await listEntries(db)).toHaveLength(2);
    expect(first).toBeDefined();
  });

  it('maps a client id to the server id in every later entry once the create is accepted', async () => {
    await enqueue(db, create(-77));
    await enqueue(db, toggle(-77));
    await enqueue(db, tables(-77, ['4']));
    const [created] = await listEntries(db);
    await completeCreate(db, created!, 501);
    const rest = await listEntries(db);
    expect(rest.map((e) => e.request.path)).toEqual([
      'restaurant/v2/booking/501/toggle-completion',
      'restaurant/v2/bookings/501',
    ]);
    expect(rest[1]?.request.body).toEqual({ bookingId: 501, tableNumbers: ['4'] });
    expect(rest.map((e) => e.orderKey)).toEqual(['booking:501', 'booking:501']);
    expect(rest.every((e) => e.refs.length === 0)).toBe(true);
    expect(rest[0]?.coalesce?.key).toBe('arrived:501');
  });

  it('an action on a walk-in taken after its create was accepted (the screen still names it by its client id) goes under the server id', async () => {
    await enqueue(db, create(-78));
    const [created] = await listEntries(db);
    await completeCreate(db, created!, 502);
    // The host adds a table a moment later, on the row still showing the walk-in's client id.
    await enqueue(db, tables(-78, ['6']));
    await enqueue(db, toggle(-78));
    const rest = await listEntries(db);
    expect(rest.map((e) => e.request.path)).toEqual([
      'restaurant/v2/bookings/502',
      'restaurant/v2/booking/502/toggle-completion',
    ]);
    expect(rest[0]?.request.body).toEqual({ bookingId: 502, tableNumbers: ['6'] });
    expect(rest[0]?.payload).toMatchObject({ bookingId: 502 });
    expect(rest.map((e) => [e.orderKey, e.refs])).toEqual([
      ['booking:502', []],
      ['booking:502', []],
    ]);
    // Coalescing sees the server id too: an undo of the arrival, still on the client id, cancels it.
    expect(await enqueue(db, toggle(-78))).toMatchObject({ kind: 'cancelled' });
    expect((await listEntries(db)).map((e) => e.request.body)).toEqual([{ bookingId: 502, tableNumbers: ['6'] }]);
  });

  it('discarding a create drops what depends on it', async () => {
    await enqueue(db, create(-9));
    await enqueue(db, toggle(-9));
    await enqueue(db, toggle(4));
    const [created] = await listEntries(db);
    const dropped = await discard(db, created!.seq!);
    expect(dropped).toHaveLength(2);
    expect((await listEntries(db)).map((e) => e.orderKey)).toEqual(['booking:4']);
  });

  it('replaces refs only where the whole value matches', () => {
    expect(replaceRef({ a: -5, b: [-5, -50], c: 'x/-5/y', d: 'booking:-5', e: 'x/-55' }, -5, 9)).toEqual({
      a: 9,
      b: [9, -50],
      c: 'x/9/y',
      d: 'booking:9',
      e: 'x/-55',
    });
  });
});
