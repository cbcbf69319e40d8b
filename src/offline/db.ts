import Dexie, { type EntityTable } from 'dexie';

/** A request as it will be sent: everything needed to replay it after a reload. */
export interface StoredRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

export type OutboxState = 'pending' | 'sending' | 'failed';

/** One queued action of the host, written before any request is made. */
export interface OutboxEntry {
  /** Order taken (auto-increment). */
  seq?: number;
  /** Idempotency-Key: made when the action is taken, sent with every attempt. */
  key: string;
  /** The signed-in user who took it; other users' entries are never sent with this user's token. */
  userId: string;
  /** What it is, for the queue panel ("Arrived: Kari Nordmann"). */
  label: string;
  /** The feature's own description of the action, re-applied on top of fetched data while it waits. */
  payload: unknown;
  /** Which cached data it changes (e.g. "schedule:1"). */
  scope: string;
  /** Entries with the same order key are sent strictly in order; a failed one holds back those after it. */
  orderKey: string;
  /** Entries that may cancel out or replace each other before they are sent (see outbox.ts). */
  coalesce?: { key: string; mode: 'toggle' | 'replace' };
  /** Client ids (negative numbers) of records created offline that this entry refers to. */
  refs: number[];
  /** For a create: the client id its server id will replace, and the response field holding that id. */
  creates?: { clientId: number; idField: string };
  request: StoredRequest;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which it is not retried (backoff). */
  notBefore: number;
  createdAt: number;
  /** The server's reason for refusing it (4xx), or the last transient error. */
  error?: string;
  /** A refusal's whole answer when it says more than its reason (the fields another host changed: keep mine?). */
  refusal?: unknown;
}

export interface MirrorRow {
  key: string;
  value: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** The console's IndexedDB: the read mirror of fetched data, and the outbox of queued changes. */
export class OfflineDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  mirror!: EntityTable<MirrorRow, 'key'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'checkout-admin') {
    super(name);
    this.version(1).stores({
      outbox: '++seq, key, userId, scope, orderKey, state',
      mirror: 'key',
      meta: 'key',
    });
  }
}

let shared: OfflineDb | undefined;

/** The one database of this browser profile. */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}
