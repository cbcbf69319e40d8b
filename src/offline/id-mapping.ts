import type { OfflineDb, OutboxEntry } from './db.ts';

// Records created offline carry a client id (a negative number) until the server's answer to their create names
// the real one; the entries that referred to them are rewritten then (`completeCreate`), and so is an action
// taken later on a screen that still shows the client id (`enqueue`, through `serverIdOf`).

/** Replaces a client id by the server's id wherever it appears: path segments, bodies, payloads, order keys. */
export function replaceRef<T>(value: T, clientId: number, serverId: number): T {
  if (typeof value === 'number') return (value === clientId ? serverId : value) as T;
  if (typeof value === 'string') {
    return value
      .split('/')
      .map((part) =>
        part
          .split(':')
          .map((bit) => (bit === String(clientId) ? String(serverId) : bit))
          .join(':'),
      )
      .join('/') as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => replaceRef(item, clientId, serverId)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceRef(v, clientId, serverId)])) as T;
  }
  return value;
}

/**
 * A create was accepted: in one transaction, the create entry goes and every entry that referred to the booking
 * by its client id now refers to it by the server's id.
 */
export async function completeCreate(db: OfflineDb, entry: OutboxEntry, serverId: number): Promise<void> {
  const clientId = entry.creates?.clientId;
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.delete(entry.seq);
    if (clientId === undefined) return;
    await db.meta.put({ key: `id:${clientId}`, value: serverId });
    const dependents = await db.outbox.filter((other) => other.refs.includes(clientId)).toArray();
    for (const other of dependents) await db.outbox.update(other.seq, withServerId(other, clientId, serverId));
  });
}

type Refers = Pick<OutboxEntry, 'request' | 'payload' | 'orderKey' | 'coalesce'> & { refs?: number[] };

/** What changes in an entry that referred to a record by its client id, once the server's id is known. */
export function withServerId(entry: Refers, clientId: number, serverId: number): Refers & { refs: number[] } {
  return {
    refs: (entry.refs ?? []).filter((ref) => ref !== clientId),
    request: replaceRef(entry.request, clientId, serverId),
    payload: replaceRef(entry.payload, clientId, serverId),
    orderKey: replaceRef(entry.orderKey, clientId, serverId),
    coalesce: entry.coalesce
      ? { ...entry.coalesce, key: replaceRef(entry.coalesce.key, clientId, serverId) }
      : undefined,
  };
}

/** The server's id of a record created offline, once known. */
export async function serverIdOf(db: OfflineDb, clientId: number): Promise<number | undefined> {
  const row = await db.meta.get(`id:${clientId}`);
  return typeof row?.value === 'number' ? row.value : undefined;
}
