import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { ConflictError } from '../http-errors.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { registerErrorHandling } from './errors.ts';
import { registerIdempotency } from './idempotency.ts';

/**
 * `request.afterCommit` is the one point where what follows a write's commit runs (the live schedule's kept days,
 * the read cache): only once the request's transaction has ended, never before. Run before the commit, a read in
 * between would keep the old state for good; these tests fail if the order is reversed.
 */
describe.each(testDatabases())('request.afterCommit on $name', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** What each request's after-commit step saw of its transaction, and when it ran. */
  const seen: Array<{ name: string; committed?: boolean; rolledBack?: boolean }> = [];
  const steps: string[] = [];

  beforeAll(async () => {
    database = await open();
    await migrate(database.db);
    app = Fastify();
    registerErrorHandling(app);
    app.addHook('onRequest', async (request) => {
      request.user = { id: 'u-test', name: 'Test', userName: 'test' };
    });
    registerIdempotency(app, database.db, { oneConnection: database.kind === 'pglite', keepDays: 7 });
    await app.register(async (routes) => {
      routes.post<{ Body: { name: string; refuse?: boolean } }>('/filters', async (request) => {
        const { name, refuse } = request.body;
        await request.db.insertInto('date_filters').values({ name }).execute();
        const trx = request.writeTransaction?.trx;
        request.afterCommit(() => {
          steps.push(`after commit ${name}`);
          seen.push({ name, committed: trx?.isCommitted, rolledBack: trx?.isRolledBack });
        });
        if (refuse) throw new ConflictError('refused after writing');
        return { name };
      });
      routes.addHook('onResponse', async (request) => {
        steps.push(`answered ${(request.body as { name: string }).name}`);
      });
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const post = (name: string, opts: { key?: string; refuse?: boolean } = {}) =>
    app.inject({
      method: 'POST',
      url: '/filters',
      payload: { name, refuse: opts.refuse },
      headers: opts.key ? { 'idempotency-key': opts.key } : {},
    });
  const stored = async (name: string) =>
    (await database.db.selectFrom('date_filters').select('id').where('name', '=', name).execute()).length;

  it('runs after a keyed request has committed its change with its answer, once, before the answer goes out', async () => {
    const res = await post('committed', { key: randomUUID() });
    expect(res.statusCode).toBe(200);
    expect(seen.filter((s) => s.name === 'committed')).toEqual([
      { name: 'committed', committed: true, rolledBack: false },
    ]);
    expect(steps.filter((s) => s.endsWith(' committed'))).toEqual(['after commit committed', 'answered committed']);
    expect(await stored('committed')).toBe(1);
  });

  it('runs after a refused keyed request has been rolled back', async () => {
    const res = await post('refused', { key: randomUUID(), refuse: true });
    expect(res.statusCode).toBe(409);
    expect(seen.filter((s) => s.name === 'refused')).toEqual([{ name: 'refused', committed: false, rolledBack: true }]);
    expect(await stored('refused')).toBe(0);
  });

  it('runs after an unkeyed request has committed its change too: every state-changing request holds a transaction', async () => {
    const res = await post('unkeyed');
    expect(res.statusCode).toBe(200);
    expect(seen.filter((s) => s.name === 'unkeyed')).toEqual([{ name: 'unkeyed', committed: true, rolledBack: false }]);
    expect(steps.filter((s) => s.endsWith(' unkeyed'))).toEqual(['after commit unkeyed', 'answered unkeyed']);
    expect(await stored('unkeyed')).toBe(1);
  });

  it('runs after a refused unkeyed request has been rolled back', async () => {
    const res = await post('refused unkeyed', { refuse: true });
    expect(res.statusCode).toBe(409);
    expect(seen.filter((s) => s.name === 'refused unkeyed')).toEqual([
      { name: 'refused unkeyed', committed: false, rolledBack: true },
    ]);
    expect(steps.filter((s) => s.endsWith(' refused unkeyed'))).toEqual([
      'after commit refused unkeyed',
      'answered refused unkeyed',
    ]);
    expect(await stored('refused unkeyed')).toBe(0);
  });
});
