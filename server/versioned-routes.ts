import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { Versioned } from './db/schema/columns.ts';

/**
 * How a route declares what it writes, for the version check (server/plugins/versions.ts, docs/decisions/027): the
 * versioned record a write changes, or why it needs no version. Every state-changing /api route says one or the other.
 */

/** The tables whose rows carry a version (server/db/migrations/006-record-versions.sql). */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends Versioned ? T : never;
}[keyof Database];

/** A record's key: a number or a text. */
export type Key = string | number;

/**
 * What a write changes, for its version check: the record (table and key column), which one this request names,
 * and how its read answers it (the 412 holds it). A write that names none (`id` undefined) makes a new record.
 */
export interface VersionedWrite<K extends Key = Key> {
  table: VersionedTable;
  key: string;
  /** The record this request changes; undefined: it makes a new one (needs no version). */
  id: (request: FastifyRequest) => K | undefined;
  /** The record as its read answers it; null when there is none. */
  load: (db: Kysely<Database>, id: K) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write of one versioned record: its If-Match is checked and the version moved on (plugins/versions.ts). */
    versioned?: VersionedWrite<never>;
    /**
     * A state-changing route that changes no versioned record as a whole, and why it cannot overwrite a change it
     * did not see (e.g. "adds a link: a second add is a 409").
     */
    unversioned?: string;
  }
}

/** Declares a route's versioned record (route `config.versioned`), with the id's type checked against `load`. */
export function versioned<K extends Key>(write: VersionedWrite<K>): VersionedWrite<never> {
  return write as unknown as VersionedWrite<never>;
}

/** The record a path parameter names (`:id` unless told). */
export const byParam =
  <K extends Key>(name = 'id') =>
  (request: FastifyRequest): K | undefined =>
    (request.params as Record<string, K | undefined>)[name];

/** The record a body field names; none, 0 or '' names no record (a new one). */
export const byBody =
  <K extends Key>(name: string) =>
  (request: FastifyRequest): K | undefined => {
    const value = (request.body as Record<string, unknown> | undefined)?.[name];
    return (typeof value === 'number' && value !== 0) || (typeof value === 'string' && value !== '')
      ? (value as K)
      : undefined;
  };
