import fc from 'fast-check';
import type { FastifyRequest, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { testDatabases } from '../test/databases.ts';
import {
  CSRF,
  encodeText,
  fillPath,
  injectAndRead,
  useRoutedApp,
  type ApiParameter,
  type ApiRoute,
  type JsonSchema,
} from './api-routes.ts';
import { typeOf, validValue } from './valid-values.ts';
import { ifMatch } from '../../contract/versions.ts';

/**
 * Bad input on every endpoint: for each /api route of the server's route table (so a new route is fuzzed the day it
 * is added), RUNS malformed requests built from the route's own schemas: wrong types, missing fields, huge strings,
 * negative and enormous numbers, invalid dates, unknown enum values, extra fields, broken JSON, wrong content types.
 * Every answer must be below 500; every 400 must name the field(s) in the API's error shape (server/http-errors.ts);
 * a refused request must change nothing in the database.
 *
 * Seeded and repeatable: FUZZ_SEED=<n> replays a run (a failure prints its seed and the request); FUZZ_RUNS changes
 * the number of requests per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
// 120 in `npm test` (every mutation kind many times over on every route); FUZZ_RUNS=1000 for a deep run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

interface Problem {
  message?: unknown;
  errors?: Array<{ field?: unknown; message?: unknown }>;
}

/** Where a mutation lands: `body`, `body.items.0.name`, `querystring.date`, `params.id`. */
type Location = string;

interface FuzzCase {
  kind: string;
  /** The field the mutation targets, when it targets one. */
  target?: Location;
  /** Whether the mutation breaks the schema at `target` for sure (a 400 must then name that field or a parent). */
  breaksSchema: boolean;
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  payload?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Mutations: what a broken client, a fuzzer or an attacker sends.

/** Every field of a body schema, nested objects and array items (index 0) included, with its schema. */
function fieldsOf(
  schema: JsonSchema,
  at: string[] = [],
): Array<{ path: string[]; schema: JsonSchema; required: boolean }> {
  const out: Array<{ path: string[]; schema: JsonSchema; required: boolean }> = [];
  const object = schema.anyOf?.find((s) => typeOf(s) === 'object') ?? schema;
  if (typeOf(object) === 'object') {
    for (const [key, value] of Object.entries(object.properties ?? {})) {
      out.push({ path: [...at, key], schema: value, required: (object.required ?? []).includes(key) });
      out.push(...fieldsOf(value, [...at, key]));
    }
  } else if (typeOf(object) === 'array' && object.items) {
    out.push({ path: [...at, '0'], schema: object.items, required: false });
    out.push(...fieldsOf(object.items, [...at, '0']));
  }
  return out.slice(0, 200);
}

const HUGE = fc
  .integer({ min: 10_001, max: 60_000 })
  .chain((n) => fc.constantFrom('x'.repeat(n), 'é'.repeat(n), '😀'.repeat(Math.ceil(n / 2))));
const INVALID_DATES = [
  '2031-02-30',
  '2031-13-01',
  '2031-00-10',
  '0000-00-00',
  '9999-99-99',
  '2031-12-09T25:00',
  '2031-12-09T18:60:00',
  '31-12-2031',
  '2031-12-9',
  'tomorrow',
  '2031-12-09T18:00:00+99:00',
  '+275760-09-13',
  '',
];
/** Over the server's 1 MB body limit. */
const OVER_LIMIT = JSON.stringify({ x: 'x'.repeat(1_100_000) });
const NEGATIVES = [-1, -0.5, -2147483649, -1e308, Number.MIN_SAFE_INTEGER - 2];
const ENORMOUS = [2147483648, 2 ** 53 + 1, 1e21, 1e308, Number.MAX_VALUE, 0.1 + 0.2, 1.23456789];
const WEIRD = [
  "' OR 1=1 --",
  '"; DROP TABLE bookings; --',
  '\u202e\u0645',
  '\ud800',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\t\n\r',
  ' ',
  '{{7*7}}',
  '$where',
];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'createdBy', 'isAdmin', 'extra', 'toString', '$gt'];

const notOfType = (type: string | undefined): fc.Arbitrary<unknown> =>
  fc
    .constantFrom<unknown>(
      'not-a-number',
      12345,
      -7,
      3.5,
      true,
      false,
      null,
      {},
      { nested: { deep: [1] } },
      [],
      ['x', 1],
      '',
      '1',
    )
    .filter((value) => {
      const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
      if (type === 'integer') return !(typeof value === 'number' && Number.isInteger(value));
      if (type === 'number') return typeof value !== 'number';
      return actual !== type;
    });

/** A value that breaks `schema` for sure, or is an edge case the schema might accept (then `breaks` is false). */
function badValue(schema: JsonSchema): fc.Arbitrary<{ kind: string; value: unknown; breaks: boolean }> {
  const type = typeOf(schema);
  const known = type !== undefined && !schema.anyOf && !schema.oneOf;
  const options: Array<fc.Arbitrary<{ kind: string; value: unknown; breaks: boolean }>> = [
    notOfType(type).map((value) => ({
      kind: 'wrong type',
      value,
      breaks:
        known &&
        !(value === null && (schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null')))),
    })),
    HUGE.map((value) => ({
      kind: 'huge string',
      value,
      breaks: known && (type !== 'string' || schema.maxLength !== undefined),
    })),
    fc.constantFrom(...NEGATIVES).map((value) => ({ kind: 'negative number', value, breaks: false })),
    fc.constantFrom(...ENORMOUS).map((value) => ({ kind: 'enormous number', value, breaks: false })),
    fc.constantFrom(...INVALID_DATES).map((value) => ({ kind: 'invalid date', value, breaks: false })),
    fc.constantFrom(...WEIRD).map((value) => ({ kind: 'odd string', value, breaks: false })),
    fc.string({ minLength: 1, maxLength: 12 }).map((s) => ({
      kind: 'unknown enum value',
      value: `NOT_A_VALUE_${s}`,
      breaks: known && schema.enum !== undefined,
    })),
    fc.integer({ min: 200, max: 3000 }).map((depth) => ({
      kind: 'deep nesting',
      value: JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown,
      breaks: known && type !== 'array',
    })),
  ];
  return fc.oneof(...options);
}

/** The same for a path or query value, which is always text. */
function badText(schema: JsonSchema): fc.Arbitrary<{ kind: string; value: string | string[]; breaks: boolean }> {
  const type = typeOf(schema);
  const numeric = type === 'integer' || type === 'number';
  const strictText = schema.pattern !== undefined || schema.enum !== undefined || schema.format !== undefined;
  return fc.oneof(
    fc
      .constantFrom('abc', 'true', '[object Object]', '1,2', '{}', '0x10', '1e3', 'NaN', 'Infinity')
      .map((value) => ({ kind: 'wrong type', value, breaks: numeric || strictText })),
    HUGE.map((value) => ({
      kind: 'huge string',
      value,
      breaks: schema.maxLength !== undefined || numeric || strictText,
    })),
    fc
      .constantFrom('-1', '-0', '-2147483649', '-99999999999999999999999')
      .map((value) => ({ kind: 'negative number', value, breaks: schema.pattern === '^[0-9]+$' })),
    fc
      .constantFrom('2147483648', '9007199254740993', '99999999999999999999999999', '1e309')
      .map((value) => ({ kind: 'enormous number', value, breaks: false })),
    fc.constantFrom(...INVALID_DATES).map((value) => ({ kind: 'invalid date', value, breaks: false })),
    fc.constantFrom(...WEIRD).map((value) => ({ kind: 'odd string', value, breaks: false })),
    fc.string({ minLength: 1, maxLength: 12 }).map((s) => ({
      kind: 'unknown enum value',
      value: `NOT_A_VALUE_${s}`,
      breaks: schema.enum !== undefined || numeric,
    })),
    fc
      .array(fc.constantFrom('1', 'a', ''), { minLength: 2, maxLength: 4 })
      .map((value) => ({ kind: 'repeated value', value, breaks: false })),
  );
}

function setAt(root: unknown, path: string[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const base: Record<string, unknown> | unknown[] = Array.isArray(root)
    ? [...(root as unknown[])]
    : root !== null && typeof root === 'object'
      ? { ...(root as Record<string, unknown>) }
      : /^\d+$/.test(head)
        ? []
        : {};
  const container = base as Record<string, unknown>;
  if (remove && rest.length === 0) {
    if (Array.isArray(base)) base.splice(Number(head), 1);
    else delete container[head];
  } else {
    Object.defineProperty(container, head, {
      value: setAt(container[head], rest, value, remove),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return base;
}

const encodeQuery = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${encodeText(key)}=${encodeText(v)}`),
    )
    .join('&');

function validTexts(parameters: ApiParameter[]): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    Object.fromEntries(
      parameters.map((p) => [p.name, validValue(p.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))]),
    ),
    { requiredKeys: parameters.filter((p) => p.required).map((p) => p.name) },
  );
}

/** Malformed requests for `route`, built from its schemas. */
function casesFor(route: ApiRoute): fc.Arbitrary<FuzzCase> {
  const base = fc.record({
    params: validTexts(route.params),
    query: validTexts(route.query),
    body: route.body ? validValue(route.body) : fc.constant(undefined),
  });
  const json = { 'content-type': 'application/json' };
  const make = (
    b: { params: Record<string, string>; query: Record<string, string | string[]>; body: unknown },
    c: Omit<FuzzCase, 'params' | 'query' | 'headers' | 'payload'> & {
      headers?: Record<string, string>;
      payload?: string;
    },
  ): FuzzCase => ({
    params: b.params,
    query: encodeQuery(b.query),
    headers: c.headers ?? (b.body === undefined ? {} : json),
    payload: c.payload ?? (b.body === undefined ? undefined : JSON.stringify(b.body)),
    ...c,
  });
  const mutations: Array<fc.Arbitrary<FuzzCase>> = [];

  // A field of the body: wrong type, edge values, missing.
  const fields = route.body ? fieldsOf(route.body) : [];
  if (route.body && fields.length) {
    mutations.push(
      fc
        .tuple(base, fc.constantFrom(...fields))
        .chain(([b, field]) =>
          badValue(field.schema).map((bad) =>
            make(
              { ...b, body: setAt(b.body, field.path, bad.value) },
              { kind: bad.kind, target: ['body', ...field.path].join('.'), breaksSchema: bad.breaks },
            ),
          ),
        ),
      fc.tuple(base, fc.constantFrom(...fields)).map(([b, field]) =>
        make(
          { ...b, body: setAt(b.body, field.path, undefined, true) },
          {
            kind: 'missing field',
            target: ['body', ...field.path].join('.'),
            breaksSchema: field.required && field.path.length === 1,
          },
        ),
      ),
    );
  }
  if (route.body) {
    mutations.push(
      // Extra fields, the prototype's names among them.
      fc.tuple(base, fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([b, key, value]) =>
        make(b, {
          kind: 'extra field',
          breaksSchema: false,
          payload: JSON.stringify(b.body)?.replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value)},`),
        }),
      ),
      // The body as a whole: another JSON type, broken JSON, another content type, empty, too big.
      fc
        .tuple(base, fc.constantFrom<unknown>(null, [], 1, 'text', true, [{}]))
        .map(([b, body]) => make({ ...b, body }, { kind: 'body of another type', target: 'body', breaksSchema: true })),
      fc
        .tuple(
          base,
          fc.constantFrom(
            '{',
            '{"a":',
            'nul',
            '[1,]',
            "{'a':1}",
            '{"a":1}}',
            '\u0000',
            '{"a":1e999999}',
            '{"__proto__":{"x":1}}',
            ' ',
          ),
        )
        .map(([b, payload]) => make(b, { kind: 'broken JSON', target: 'body', breaksSchema: false, payload })),
      fc
        .tuple(
          base,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json-patch+json',
            'image/png',
            '',
          ),
        )
        .map(([b, type]) =>
          make(b, { kind: 'wrong content type', breaksSchema: false, headers: type ? { 'content-type': type } : {} }),
        ),
      base.map((b) => make(b, { kind: 'empty body', target: 'body', breaksSchema: false, payload: '' })),
      base.map((b) => make(b, { kind: 'body over the limit', breaksSchema: false, payload: OVER_LIMIT })),
    );
  }
  for (const [where, parameters] of [
    ['params', route.params],
    ['querystring', route.query],
  ] as const) {
    if (!parameters.length) continue;
    mutations.push(
      fc.tuple(base, fc.constantFrom(...parameters)).chain(([b, p]) =>
        badText(p.schema).map((bad) => {
          if (where === 'params' && Array.isArray(bad.value))
            bad = { ...bad, value: bad.value.join(','), breaks: false };
          const texts = { ...(where === 'params' ? b.params : b.query), [p.name]: bad.value };
          return make(where === 'params' ? { ...b, params: texts as Record<string, string> } : { ...b, query: texts }, {
            kind: bad.kind,
            target: `${where}.${p.name}`,
            breaksSchema: bad.breaks,
          });
        }),
      ),
    );
    if (where === 'querystring') {
      mutations.push(
        fc.tuple(base, fc.constantFrom(...parameters)).map(([b, p]) => {
          const { [p.name]: _removed, ...rest } = b.query;
          return make(
            { ...b, query: rest },
            { kind: 'missing field', target: `querystring.${p.name}`, breaksSchema: p.required },
          );
        }),
      );
    }
  }
  // Extra query parameters, on every route (those without a query schema too).
  mutations.push(
    fc
      .tuple(
        base,
        fc.constantFrom(...EXTRA_KEYS, 'page', 'limit', 'sort'),
        fc.constantFrom('1', '-1', 'x'.repeat(5000), '', '%'),
      )
      .map(([b, key, value]) =>
        make({ ...b, query: { ...b.query, [key]: value } }, { kind: 'extra query parameter', breaksSchema: false }),
      ),
  );
  return fc.oneof(...mutations);
}

// ---------------------------------------------------------------------------------------------------------------
// The database: a write counter fed by triggers on every table, and a dump to compare.

async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(
    db,
  );
  return rows.map((r) => r.name);
}

/** Row-level triggers on every table count each row written; a refused request must not move the count. */
async function installWriteCounter(db: Kysely<Database>, tables: string[]): Promise<() => Promise<number>> {
  await sql`CREATE SCHEMA IF NOT EXISTS fuzz_probe`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS fuzz_probe.writes (n bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO fuzz_probe.writes SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM fuzz_probe.writes)`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION fuzz_probe.count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_probe.writes SET n = n + 1; RETURN NULL; END $$`.execute(
    db,
  );
  for (const table of tables) {
    await sql`CREATE TRIGGER fuzz_probe_count AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION fuzz_probe.count_write()`.execute(
      db,
    );
    await sql`CREATE TRIGGER fuzz_probe_truncate AFTER TRUNCATE ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_probe.count_write()`.execute(
      db,
    );
  }
  return async () => Number((await sql<{ n: string }>`SELECT n FROM fuzz_probe.writes`.execute(db)).rows[0]?.n);
}

/** Row count and a digest of the rows of every table. */
async function dump(db: Kysely<Database>, tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      rows: string;
      digest: string | null;
    }>`SELECT count(*)::text AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql.table(table)} t`.execute(
      db,
    );
    out[table] = `${rows[0]?.rows} rows, ${rows[0]?.digest ?? '-'}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Versions: a change of an existing record needs the version it is based on (docs/decisions/027-record-versions.md).

/**
 * The current version of the record a case of a versioned route names (by its path or its body, as the route's own
 * `id` reads the request), so that the case goes past the version check into the handler, as a console that read
 * the record sends it; undefined when the case names no record that exists (or nothing that can be looked up). A
 * stale version (412) and none (428) are proven on every versioned route by versions.test.ts.
 */
async function currentVersion(db: Kysely<Database>, route: ApiRoute, fuzz: FuzzCase): Promise<number | undefined> {
  const write = route.versioned;
  if (!write) return undefined;
  try {
    const body: unknown = fuzz.payload === undefined ? undefined : JSON.parse(fuzz.payload);
    const id = write.id({ params: fuzz.params, body } as unknown as FastifyRequest);
    if (id === undefined) return undefined;
    const row = await (db as unknown as Kysely<Record<string, Record<string, unknown> & { version: number }>>)
      .selectFrom(write.table)
      .select('version')
      .where(write.key, '=', id)
      .executeTakeFirst();
    return row?.version;
  } catch {
    // Not JSON, not an object, or an id its column cannot take ('abc' for a number): the request names no record.
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------

const isPrefix = (a: string, b: string) => a === b || b.startsWith(`${a}.`);

/** A 400's body in the API's shape, naming field(s); `target` among them (or a parent or child) when it broke the schema. */
function checkBadRequest(body: string, fuzz: FuzzCase): string | undefined {
  let problem: Problem;
  try {
    problem = JSON.parse(body) as Problem;
  } catch {
    return `the 400 is not JSON: ${body.slice(0, 200)}`;
  }
  if (typeof problem.message !== 'string' || !problem.message.startsWith('Invalid request'))
    return `the 400's message is not "Invalid request: ...": ${body.slice(0, 300)}`;
  const fields = (problem.errors ?? []).map((e) => e.field);
  if (!fields.length) return `the 400 names no field: ${body.slice(0, 300)}`;
  const odd = fields.filter((f) => typeof f !== 'string' || !/^(body|querystring|params)(\.|$)/.test(f));
  if (odd.length) return `the 400 names something that is not a field of the request: ${JSON.stringify(odd)}`;
  if (
    fuzz.breaksSchema &&
    fuzz.target &&
    !fields.some((f) => isPrefix(f as string, fuzz.target!) || isPrefix(fuzz.target!, f as string))
  ) {
    return `the 400 does not name ${fuzz.target}: ${JSON.stringify(fields)}`;
  }
  return undefined;
}

// RUNS requests a route on the first database (PGlite); a quarter as many on the others. Input is refused before any
// query, and both are PostgreSQL's engine: the second run proves the same server on another connection, not new input.
describe.each(testDatabases().map((factory, i) => ({ ...factory, runs: i === 0 ? RUNS : Math.ceil(RUNS / 4) })))(
  'bad input on every /api route on $name',
  ({ open, runs }) => {
    // Long-lived: the fuzz takes a while and a token is verified once (server/plugins/auth.ts).
    const ready = useRoutedApp(open, { expiresIn: '2h' });

    it(
      `answers ${RUNS} malformed requests per route with no 5xx, 400s that name the field, and no write when refused`,
      { timeout: 600_000 },
      async () => {
        const { routed, handle, token } = ready();
        const { app, routes } = routed;
        expect(routes.length).toBeGreaterThan(50);
        const tables = await tablesOf(handle.db);
        expect(tables.length).toBeGreaterThan(10);
        const writes = await installWriteCounter(handle.db, tables);
        const failures: string[] = [];
        const stats = { requests: 0, byStatus: {} as Record<number, number>, routes: 0 };

        /** `based`: a case of a versioned route names the version of the record it names (most do; else a 428). */
        const send = async (route: ApiRoute, fuzz: FuzzCase, based: boolean) => {
          const version = based ? await currentVersion(handle.db, route, fuzz) : undefined;
          const options: InjectOptions = {
            method: route.method,
            url: fillPath(route.url, fuzz.params) + (fuzz.query ? `?${fuzz.query}` : ''),
            headers: {
              authorization: `Bearer ${token}`,
              [CSRF.header]: CSRF.value,
              ...(version === undefined ? {} : { 'if-match': ifMatch(version) }),
              ...fuzz.headers,
            },
            cookies: { [CSRF.cookie]: CSRF.value },
            payload: fuzz.payload,
          };
          return injectAndRead(app, options);
        };

        let written = await writes();
        for (const route of routes) {
          const name = `${route.method} ${route.url}`;
          const before = await dump(handle.db, tables);
          const writesBefore = written;
          try {
            await fc.assert(
              fc.asyncProperty(casesFor(route), fc.nat(3), async (fuzz, pick) => {
                const { status, body } = await send(route, fuzz, pick !== 0);
                stats.requests += 1;
                stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
                const what = `${fuzz.kind}${fuzz.target ? ` at ${fuzz.target}` : ''}`;
                if (status >= 500) throw new Error(`${what}: ${status} ${body.slice(0, 300)}`);
                if (status === 400) {
                  const wrong = checkBadRequest(body, fuzz);
                  if (wrong) throw new Error(`${what}: ${wrong}`);
                }
                const count = written;
                written = await writes();
                if (status >= 400 && written !== count)
                  throw new Error(`${what}: refused with ${status}, yet the database was written`);
              }),
              { seed: SEED, numRuns: runs, endOnFailure: true },
            );
          } catch (error) {
            const cause = (error as Error & { cause?: unknown }).cause;
            const reason = cause instanceof Error ? cause.message : String(JSON.stringify(cause) ?? cause);
            failures.push(
              `${name} (FUZZ_SEED=${SEED}): ${reason.slice(0, 600)}\n${(error as Error).message.split('\n').slice(0, 3).join('\n').slice(0, 1200)}`,
            );
          }
          stats.routes += 1;
          // Nothing written by the route's requests (all refused, or read-only): its tables are exactly as before.
          if (written === writesBefore) {
            const after = await dump(handle.db, tables);
            if (JSON.stringify(after) !== JSON.stringify(before))
              failures.push(`${name}: no write was counted, yet the dump changed`);
          }
        }
        console.info(
          `fuzz (FUZZ_SEED=${SEED}): ${stats.requests} requests on ${stats.routes} routes, by status ${JSON.stringify(stats.byStatus)}`,
        );
        expect(failures, `seed ${SEED}`).toEqual([]);
        expect(stats.requests).toBeGreaterThanOrEqual(runs * routes.length);
      },
    );
  },
);
