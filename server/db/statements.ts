import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';

/**
 * How Kysely's statements go out on each pooled connection (docs/decisions/035-fewer-round-trips.md), both for the
 * database's sake and for this process's, on a busy evening where every statement costs a round trip on both sides:
 *
 * - Merged: Kysely's `begin` is held and sent in one message with the statement after it, and a statement marked
 *   `SENT_WITH_NEXT` (a write's stored answer) is held and sent with the `commit` after it; both only when that next
 *   statement has no parameters (PostgreSQL's simple query protocol takes several statements in one message, its
 *   extended protocol one): otherwise what is held goes first, on its own, as it would have. A keyed write takes 3
 *   round trips instead of 5. A held statement answers at once, with no rows and no count; if it fails, the
 *   statement it went with fails with its error (in the same transaction, that one would have failed anyway). A
 *   `rollback` with nothing sent yet (only `begin` held) sends nothing; one held for the commit is dropped by a
 *   rollback.
 * - Prepared: a statement with parameters is prepared once per connection under a name of its own (node-postgres
 *   then only binds and runs it), so the database parses and plans it once, not on every request: the first
 *   `PREPARED_AT_MOST` texts this process sends, except those that read `*` (a column added by a migration while this
 *   process runs would change such a statement's result, which PostgreSQL refuses for a prepared one).
 *
 * On PGlite it counts twice: its node-postgres adapter hands each protocol message to the database in a call of its
 * own (an unprepared extended query is five), a simple query is one.
 */
export function sendStatementsWell(client: pg.ClientBase): void {
  const send = client.query.bind(client) as unknown as (...args: unknown[]) => unknown;
  /** What waits to go out with the next statement: `begin`, or a statement for the commit. */
  let held: string[] = [];
  const sendHeld = () => send(held.splice(0).join(';\n')) as Promise<unknown>;
  const query = (...args: unknown[]): unknown => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) {
      // Not Kysely's (a cursor, a callback): what is held goes first; an error of its own shows on this one.
      if (held.length) void sendHeld().catch(() => undefined);
      return send(...args);
    }
    if (values.length > 0) {
      const statement = prepared(text, values);
      if (!held.length) return send(statement);
      // The held statements first, on their own; their error, if any, is the one that counts.
      return Promise.all([sendHeld(), send(statement)]).then(([, result]) => result);
    }
    if (text === 'begin' || text.startsWith(SENT_WITH_NEXT)) {
      held.push(text);
      return Promise.resolve(emptyResult(text === 'begin' ? 'BEGIN' : 'HELD'));
    }
    if (text === 'rollback' && held.length) {
      const begun = held[0] !== 'begin';
      held = [];
      if (!begun) return Promise.resolve(emptyResult('ROLLBACK'));
    }
    if (!held.length) return send(text, values);
    const merged = [...held.splice(0), text].join(';\n');
    return (send(merged, []) as Promise<pg.QueryResult | pg.QueryResult[]>).then((results) =>
      Array.isArray(results) ? results[results.length - 1] : results,
    );
  };
  client.query = query as typeof client.query;
}

/** Marks a statement that has no parameters to be sent with the next one on its connection (see sendStatementsWell). */
export const SENT_WITH_NEXT = '/* sent with the next statement */ ';

/**
 * A value written into a statement's text rather than sent as a parameter (so that the statement can go out with
 * another: see sendStatementsWell), quoted as node-postgres quotes a literal (backslashes included, whatever
 * standard_conforming_strings says). It is a literal of unknown type, as a text parameter is, so the statement means
 * the same.
 */
export function literal(value: string | null | undefined): RawBuilder<unknown> {
  return sql.raw(value === null || value === undefined ? 'NULL' : pg.escapeLiteral(value));
}

/** Statement texts prepared under a name, at most (Kysely's texts are a few hundred; `in` lists vary in length). */
export const PREPARED_AT_MOST = 1_000;
const names = new Map<string, string>();
/** A statement that reads every column (`*`): its result would change with the table. */
const READS_STAR = /(?:select|returning|\.)\s*\*/i;

/** The statement as node-postgres sends it: under its name once this process named it, or unnamed. */
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text);
  if (name === undefined && names.size < PREPARED_AT_MOST && !READS_STAR.test(text)) {
    name = `checkout_${names.size + 1}`;
    names.set(text, name);
  }
  return name === undefined ? { text, values } : { name, text, values };
}

function emptyResult(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, rows: [], fields: [] };
}
