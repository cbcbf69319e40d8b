import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { seededCatalogs } from '../server/catalog/hotel-catalog.ts';
import { loadConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open.ts';
import { seedIfEmpty } from '../server/seed/seed.ts';
import { testTokens } from '../server/test/tokens.ts';
import { figure, median, round, type Figure } from './figures.ts';
import { createDatabase } from './postgres.ts';

/**
 * `npm run bench -- log` (issue 29): what the change log costs a write, and how fast a record's history opens in a
 * big log. In one process, on a fresh PGlite data dir and a fresh PostgreSQL database (when one is reachable), through the whole app (`inject`: authentication, validation,
 * the version check, the request's transaction) but without HTTP, so the write's own time is what is compared:
 *
 * - A discount code saved (PUT, its amount moved; 50 codes in turn), rounds of 100 with the log's triggers on and off
 *   by turns (so the machine's drift falls on both alike): the median write, each way, as a client waits for it (over
 *   HTTP to this process: the budget, 10 %) and in the server alone (`inject`: on PGlite, which runs in this process,
 *   its CPU time; on PostgreSQL the wall clock's). Off, the request still names its writer (one `set_config` a
 *   write), so that part of the log's cost is in both figures.
 * - A record's history, and the Activity's first page, with 100,000 entries in the log (made by SQL over 2,000
 *   records, as a year of a busy house might leave it): the median answer of 30 reads each.
 */
export async function changeLogFigures(log: (message: string) => void): Promise<Figure[]> {
  const figures = await changeLogOn('PGlite', log);
  const database = await createDatabase().catch(() => undefined);
  if (!database) return figures;
  try {
    return [...figures, ...(await changeLogOn('PostgreSQL', log, database.url))];
  } finally {
    await database.drop();
  }
}

async function changeLogOn(kind: string, log: (message: string) => void, databaseUrl?: string): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ca-bench-log-'));
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dir });
  try {
    await migrate(handle.db);
    await seedIfEmpty(handle.db);
    const tokens = await testTokens();
    const app = await buildApp({
      config: loadConfig({ PORT: '8080', DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
      db: handle.db,
      verifyToken: tokens.verifier,
      catalogs: seededCatalogs,
      logger: false,
      oneConnection: !databaseUrl,
      listen: handle.listen,
    });
    const token = await tokens.token({ sub: 'u-bench', name: 'Bench' });
    const csrf = 'bench-csrf';
    const call = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method,
        url: `/api/${url}`,
        payload,
        headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf, ...headers },
        cookies: { 'XSRF-TOKEN': csrf },
      });

    // 50 codes written in turn: as staff change many records, not one row 1,650 times over.
    const codes: Array<{ id: number; code: string; version: number }> = [];
    for (let n = 0; n < 50; n++) {
      const made = await call('POST', 'discount-codes', {
        code: `BENCHLOG${n}`,
        amount: 10,
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      });
      codes.push(made.json<{ id: number; code: string; version: number }>());
    }
    // PGlite runs in this process: its CPU time is the write's own work, whatever else the machine is doing.
    // PostgreSQL works in its own process: the write's time is the wall clock's.
    const clock = databaseUrl
      ? () => performance.now()
      : () => {
          const used = process.cpuUsage();
          return (used.user + used.system) / 1000;
        };
    let turn = 0;
    let origin = '';
    /** One save: through the whole app in this process (`inject`), or over HTTP as a client waits for it. */
    const write = async (amount: number, via: 'inject' | 'http') => {
      const code = codes[turn++ % codes.length]!;
      const body = { id: code.id, code: code.code, amount, daysOfWeek: [0, 1, 2, 3, 4, 5, 6] };
      const ifMatch = { 'if-match': `"${code.version}"` };
      let status: number;
      let ms: number;
      if (via === 'inject') {
        const started = clock();
        const answer = await call('PUT', 'discount-codes', body, ifMatch);
        ms = clock() - started;
        status = answer.statusCode;
      } else {
        const started = performance.now();
        const answer = await fetch(`${origin}/api/discount-codes`, {
          method: 'PUT',
          body: JSON.stringify(body),
          headers: {
            ...ifMatch,
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-xsrf-token': csrf,
            cookie: `XSRF-TOKEN=${csrf}`,
          },
        });
        await answer.arrayBuffer();
        ms = performance.now() - started;
        status = answer.status;
      }
      if (status !== 200) throw new Error(`PUT discount-codes: ${status}`);
      code.version += 1;
      return ms;
    };
    const triggers = async (on: boolean) => {
      for (const name of ['discount_codes_change_log', 'discount_codes_change_log_update']) {
        await sql.raw(`ALTER TABLE discount_codes ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${name}`).execute(handle.db);
      }
    };

    /** Rounds of 100 saves with the log's triggers on and off by turns: the machine's drift falls on both alike. */
    const sideBySide = async (via: 'inject' | 'http') => {
      for (let i = 0; i < 50; i++) await write(10 + (i % 50), via);
      const withLog: number[] = [];
      const without: number[] = [];
      for (let round = 0; round < 8; round++) {
        for (const on of round % 2 ? [false, true] : [true, false]) {
          await triggers(on);
          for (let i = 0; i < 100; i++) (on ? withLog : without).push(await write(1 + ((round * 100 + i) % 99), via));
        }
      }
      await triggers(true);
      const added = ((median(withLog) - median(without)) / median(without)) * 100;
      log(
        `log ${kind} ${via}: a write ${round(median(without), 2)} ms without the log, ${round(median(withLog), 2)} ms with it`,
      );
      return { withLog, without, added };
    };
    log(`log ${kind}: writes in this process`);
    const inProcess = await sideBySide('inject');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    log(`log ${kind}: writes over HTTP`);
    const overHttp = await sideBySide('http');

    log(`log ${kind}: 100,000 entries`);
    await sql`INSERT INTO change_log (user_id, user_name, resource, record_id, label, action, changes, at)
      SELECT 'u-' || (n % 7), 'Person ' || (n % 7), 'discount_codes', (100000 + n % 2000)::text, 'CODE' || (n % 2000),
        'update', jsonb_build_object('amount', jsonb_build_object('before', n % 100, 'after', (n + 1) % 100)),
        now() - make_interval(mins => 100000 - n)
      FROM generate_series(1, 100000) AS n`.execute(handle.db);
    await sql`ANALYZE change_log`.execute(handle.db);
    const read = async (url: string) => {
      const started = performance.now();
      const answer = await call('GET', url);
      const ms = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`GET ${url}: ${answer.statusCode} ${answer.body}`);
      return ms;
    };
    const history: number[] = [];
    const activity: number[] = [];
    const searched: number[] = [];
    // The floor (issue 32): the server's bare route (GET /api/health), through the same client, between the reads.
    const bare: number[] = [];
    for (let i = 0; i < 30; i++) {
      bare.push(await read('health'));
      history.push(await read(`history/discount_codes/${100000 + ((i * 37) % 2000)}?itemsPerPage=20`));
      activity.push(await read('activity?itemsPerPage=20&person=u-3'));
      searched.push(await read(`activity?itemsPerPage=20&q=CODE${(i * 53) % 2000}`));
    }
    await app.close();
    const group = 'log';
    const sideFigures = (
      via: string,
      what: string,
      unit: string,
      { withLog, without, added }: typeof inProcess,
      budget?: number,
    ) => [
      figure(
        {
          id: `log-write-${via}-without-${kind.toLowerCase()}`,
          group,
          metric: `a write without the change log, ${what} (${kind})`,
          unit,
        },
        without,
      ),
      figure(
        {
          id: `log-write-${via}-with-${kind.toLowerCase()}`,
          group,
          metric: `the same write with the change log (${kind})`,
          unit,
        },
        withLog,
      ),
      {
        ...figure(
          {
            id: `log-write-${via}-added-${kind.toLowerCase()}`,
            group,
            metric: `what the log adds to it, median to median (${kind})`,
            unit: '%',
            ...(budget === undefined ? {} : { budget: { op: '<=' as const, value: budget } }),
          },
          [added],
        ),
        spread: null,
      },
    ];
    return [
      ...sideFigures('http', 'as a client waits for it (PUT over HTTP)', 'ms', overHttp, 10),
      ...sideFigures('server', `in the server alone (inject; ${databaseUrl ? 'wall' : 'CPU'} time)`, 'ms', inProcess),
      figure(
        {
          id: `log-history-100k-${kind.toLowerCase()}`,
          group,
          metric: `a record's history, 100,000 entries in the log (${kind})`,
          unit: 'ms',
          budget: { op: '<=', value: 200 },
        },
        history,
        { value: median(bare), what: 'GET /api/health through the same client, between the reads' },
      ),
      figure(
        {
          id: `log-activity-person-100k-${kind.toLowerCase()}`,
          group,
          metric: `the Activity's first page by person, 100,000 entries (${kind})`,
          unit: 'ms',
          budget: { op: '<=', value: 200 },
        },
        activity,
        { value: median(bare), what: 'GET /api/health through the same client, between the reads' },
      ),
      figure(
        {
          id: `log-activity-words-100k-${kind.toLowerCase()}`,
          group,
          metric: `the Activity searched for words, 100,000 entries (${kind})`,
          unit: 'ms',
        },
        searched,
      ),
    ];
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}
