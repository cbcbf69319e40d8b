import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SENT_WITH_NEXT, sendStatementsWell } from './statements.ts';

/** A connection that records what goes out on it, in the order it goes out, and answers each with its text. */
function recordingClient() {
  const sent: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      sent.push(args);
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as pg.QueryConfig).text;
      if (text.includes('fails')) return Promise.reject(new Error(`failed: ${text}`));
      const parts = text.split(';\n');
      const results = parts.map((part) => ({ command: 'SELECT', rowCount: 1, rows: [{ part }], fields: [], oid: 0 }));
      return Promise.resolve(results.length > 1 ? results : results[0]);
    },
  };
  sendStatementsWell(client as unknown as pg.ClientBase);
  const query = client.query as (text: string, values: unknown[]) => Promise<pg.QueryResult>;
  return { sent, query };
}

describe('how statements go out on a connection (statements.ts)', () => {
  it('sends begin with the next statement, and a statement marked for the commit with the commit', async () => {
    const { sent, query } = recordingClient();
    expect(await query('begin', [])).toMatchObject({ command: 'BEGIN', rows: [] });
    expect(sent).toEqual([]);
    expect((await query("SELECT set_config('a', 'b', true)", [])).rows).toEqual([
      { part: "SELECT set_config('a', 'b', true)" },
    ]);
    expect(sent).toEqual([["begin;\nSELECT set_config('a', 'b', true)", []]]);
    expect(await query(`${SENT_WITH_NEXT}UPDATE answers SET x = 1`, [])).toMatchObject({ rows: [], rowCount: null });
    expect(sent).toHaveLength(1);
    await query('commit', []);
    expect(sent[1]).toEqual([`${SENT_WITH_NEXT}UPDATE answers SET x = 1;\ncommit`, []]);
  });

  it('sends what is held first, on its own, before a statement with parameters; its error is the one that counts', async () => {
    const { sent, query } = recordingClient();
    await query('begin', []);
    await query('SELECT $1::int', [1]);
    expect(sent[0]).toEqual(['begin']);
    expect(sent[1]![0]).toMatchObject({ text: 'SELECT $1::int', values: [1] });
    expect(typeof (sent[1]![0] as pg.QueryConfig).name).toBe('string');
    await query(`${SENT_WITH_NEXT}SELECT 'fails'`, []);
    await expect(query('SELECT $1::text', ['x'])).rejects.toThrow(
      "failed: /* sent with the next statement */ SELECT 'fails'",
    );
  });

  it('sends nothing for a rollback of a transaction that sent nothing, and drops a statement held for the commit', async () => {
    const { sent, query } = recordingClient();
    await query('begin', []);
    expect(await query('rollback', [])).toMatchObject({ command: 'ROLLBACK' });
    expect(sent).toEqual([]);
    await query('begin', []);
    await query('SELECT 1', []);
    await query(`${SENT_WITH_NEXT}UPDATE answers SET x = 1`, []);
    await query('rollback', []);
    expect(sent).toEqual([
      ['begin;\nSELECT 1', []],
      ['rollback', []],
    ]);
  });

  it('prepares a statement with parameters under one name per text, never one that reads every column', async () => {
    const { sent, query } = recordingClient();
    await query('SELECT id FROM bookings WHERE id = $1', [1]);
    await query('SELECT id FROM bookings WHERE id = $1', [2]);
    await query('SELECT name FROM bookings WHERE id = $1', [3]);
    await query('SELECT * FROM change_log WHERE id = $1', [4]);
    const [first, again, other, star] = sent.map((args) => args[0] as pg.QueryConfig);
    expect(first!.name).toBeDefined();
    expect(again!.name).toBe(first!.name);
    expect(other!.name).not.toBe(first!.name);
    expect(star).toEqual({ text: 'SELECT * FROM change_log WHERE id = $1', values: [4] });
  });
});
