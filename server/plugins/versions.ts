import type { FastifyInstance, RouteOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { versionConflictSchema, type VersionConflictBody } from '../../contract/versions.ts';
import type { Database } from '../db/schema.ts';
import type { Versioned } from '../db/schema/columns.ts';
import type { Key, VersionedWrite } from '../versioned-routes.ts';
import { headerRefused, HttpError, said, type ApiErrorBody } from '../http-errors.ts';
import { lockRecordKey } from '../repositories/helpers.ts';

/** 412: the version the write was based on is not the record's any more; nothing was written. */
export class VersionConflictError extends HttpError {
  readonly statusCode: number;
  constructor(
    private readonly conflict: Omit<VersionConflictBody, 'message'>,
    statusCode = 412,
  ) {
    super(
      said(statusCode === 428 ? 'versionRequired' : conflict.current === null ? 'versionDeleted' : 'versionChanged'),
    );
    this.statusCode = statusCode;
    this.name = 'VersionConflictError';
  }
  override body(): ApiErrorBody & VersionConflictBody {
    return { ...super.body(), ...this.conflict };
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A versioned write's headers as the API describes them (loose: every other header passes as it came). */
const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe('The version of the record this change is based on, e.g. "3"; required when the record exists'),
});

/**
 * `If-Match: "3"` (or `W/"3"`, or a bare 3) → 3; absent → undefined. Anything else is a 400 naming the header:
 * `*` too, which would overwrite whatever is there (the console always knows the version it was based on).
 */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const match = /^(?:W\/)?"?([1-9][0-9]{0,9})"?$/.exec(text);
  if (!match?.[1]) {
    throw headerRefused('If-Match', 'field.version');
  }
  return Number(match[1]);
}

/** Kysely cannot type a query over a table the route names: the versioned tables, queried loosely. */
const versionedTables = (db: Kysely<Database>) =>
  db as unknown as Kysely<Record<string, Versioned & Record<string, unknown>>>;

/** The record's version and who last changed it, when (undefined: there is no such record). */
async function stateOf(db: Kysely<Database>, write: VersionedWrite<never>, id: Key) {
  return versionedTables(db)
    .selectFrom(write.table)
    .select(['version', 'updated_by', 'updated_at'])
    .where(write.key, '=', id)
    .executeTakeFirst();
}

async function conflict(
  db: Kysely<Database>,
  write: VersionedWrite<never>,
  id: Key,
  statusCode: 412 | 428,
  known?: Awaited<ReturnType<typeof stateOf>>,
): Promise<VersionConflictError> {
  const state = known ?? (await stateOf(db, write, id));
  return new VersionConflictError(
    {
      current: state ? ((await write.load(db, id as never)) ?? null) : null,
      version: state?.version ?? null,
      changedBy: state?.updated_by ?? null,
      changedAt: state?.updated_at ?? null,
    },
    statusCode,
  );
}

/**
 * Optimistic concurrency for every record a person edits (docs/decisions/027-record-versions.md). A route that
 * writes one declares it (`config.versioned`); every other state-changing route says why it needs no version
 * (`config.unversioned`), or the server does not start: a route added tomorrow is covered the day it is added.
 *
 * Before the handler, in the request's transaction (plugins/idempotency.ts): the record's version moves on only
 * if it is still the one the request's If-Match names (412 with the current record, who changed it and when, if
 * not; 428 when a change of an existing record names none). A refused handler rolls the move back with the rest.
 */
export function registerVersions(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => STATE_CHANGING.has(method))) return;
    if (!route.config?.versioned && !route.config?.unversioned) {
      throw new Error(`${methods.join(',')} ${route.url}: declare config.versioned, or config.unversioned with why`);
    }
    // The API's description says it too: the If-Match header, and the 412 and 428 with what changed.
    if (route.config.versioned) {
      route.schema = {
        ...route.schema,
        headers: route.schema?.headers ?? ifMatchHeaders,
        response: {
          ...(route.schema?.response as Record<string, unknown> | undefined),
          412: versionConflictSchema,
          428: versionConflictSchema,
        },
      };
    }
  });

  app.addHook('preHandler', async (request) => {
    const write = request.routeOptions.config.versioned;
    if (!write || !STATE_CHANGING.has(request.method)) return;
    const ifMatch = parseIfMatch(request.headers['if-match']);
    const id = write.id(request);
    if (id === undefined) return;
    const db = request.db;
    if (ifMatch === undefined) {
      // Making a record that is not there needs no version; changing one that is needs the one it was based on. Two
      // people making the same record at once (a clock id both picked): the second waits here for the first to end,
      // then finds the record made, so its insert-or-update never overwrites the first unseen.
      await lockRecordKey(db, write.table, id);
      const state = await stateOf(db, write, id);
      if (!state) return;
      throw await conflict(db, write, id, 428, state);
    }
    const moved = await versionedTables(db)
      .updateTable(write.table)
      .set({ version: sql`version + 1`, updated_by: request.user.name, updated_at: sql`now()` })
      .where(write.key, '=', id)
      .where('version', '=', ifMatch)
      .returning('version')
      .executeTakeFirst();
    if (!moved) throw await conflict(db, write, id, 412);
  });

  // A single read of a versioned record answers its version as its ETag too.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const version = (payload as { version?: unknown } | null)?.version;
    if (typeof version === 'number') reply.header('etag', `"${version}"`);
    return payload;
  });
}
