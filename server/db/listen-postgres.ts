import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ListenHandlers, Listening } from './listening.ts';
import { typeParsers } from './types.ts';

/**
 * What a process's own catch-up notifications start with (`listenOnPostgres`): every process ignores them, its own
 * once counted. Nothing else announces a payload beginning with a control character.
 */
const CATCH_UP_PREFIX = '\u0001caught-up ';
/** How long a catch-up may take before the connection is taken for lost (its caller then keeps nothing). */
const CATCH_UP_MS = 2_000;

/** What a LISTEN connection is called in pg_stat_activity (application_name). */
export const LISTEN_APPLICATION_NAME = 'checkout-admin LISTEN';

/** Waits before taking a lost LISTEN connection up again: 250 ms, doubling up to 5 s. */
const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on every channel of `handlers` on one PostgreSQL connection of its own (a pooled one would be handed to
 * queries). When it drops (a restart, a failover) `whenLost` is told at once, and it is opened again with backoff,
 * for as long as it is not stopped; once it LISTENs on every channel again, `onGap` tells (once) that it is back and
 * that notifications may have been missed.
 */
export async function listenOnPostgres(
  url: string,
  handlers: ListenHandlers,
  onGap: () => void,
  whenLost: () => void = () => undefined,
): Promise<Listening> {
  const channels = Object.keys(handlers);
  // The catch-ups go on one of them: a session is handed every channel's notifications in commit order.
  const catchUpChannel = channels[0];
  if (catchUpChannel === undefined) throw new Error('LISTEN on no channel');
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** Catch-ups sent on this connection and not heard back yet, by their token. */
  const catchUps = new Map<string, { resolve: () => void; reject: (err: Error) => void }>();
  const token = `${CATCH_UP_PREFIX}${process.pid}:${randomUUID()}:`;
  let sent = 0;
  const failCatchUps = (err: Error) => {
    for (const waiting of catchUps.values()) waiting.reject(err);
    catchUps.clear();
  };

  const connect = async (): Promise<void> => {
    // TCP keepalive: a connection that silently died (a network cut) is noticed, not listened on for ever.
    // Named, so that an administrator (and the tests that cut it) can tell it apart: its last query is not always LISTEN.
    const next = new pg.Client({
      connectionString: url,
      types: typeParsers,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      const onMessage = Object.hasOwn(handlers, message.channel) ? handlers[message.channel] : undefined;
      if (!onMessage || message.payload === undefined) return;
      if (message.payload.startsWith(CATCH_UP_PREFIX)) {
        catchUps.get(message.payload)?.resolve();
        catchUps.delete(message.payload);
        return;
      }
      onMessage(message.payload);
    });
    let listening = false;
    let lost = false;
    const onLost = () => {
      // Before LISTEN succeeded, connect() fails instead and its caller retries.
      if (!listening || lost) return;
      lost = true;
      if (client === next) client = undefined;
      failCatchUps(new Error('the LISTEN connection was lost'));
      next.end().catch(() => undefined);
      if (!stopped) {
        whenLost();
        retryAfter(0);
      }
    };
    next.on('error', (err) => {
      if (listening) console.warn(`PostgreSQL LISTEN connection lost: ${err.message}`);
      onLost();
    });
    next.on('end', onLost);
    try {
      await next.connect();
      // Every channel in one round trip (one implicit transaction: all of them, or none and it is tried again).
      // Its only writes are catch-up notifications (below), which carry no data: their commits need not wait for the disk.
      await next.query(
        [...channels.map((channel) => `LISTEN ${pg.escapeIdentifier(channel)}`), 'SET synchronous_commit = off'].join(
          '; ',
        ),
      );
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    listening = true;
    client = next;
  };
  const retryAfter = (attempt: number) => {
    retry = setTimeout(
      () => {
        connect().then(
          () => {
            if (stopped) void client?.end().catch(() => undefined);
            else onGap();
          },
          () => {
            if (!stopped) retryAfter(attempt + 1);
          },
        );
      },
      LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)],
    );
  };

  /**
   * Announces a token of its own on one channel and waits to hear it back: PostgreSQL hands a session the
   * notifications of all its channels in the order they were committed, so by then every one committed before this
   * call has been handed over, on every channel. (A plain round trip would not do: a notification that arrives
   * while the backend runs a query may be sent after that query's answer.)
   */
  const catchUpOnce = async (): Promise<void> => {
    const on = client;
    if (!on || stopped) throw new Error('not listening');
    const payload = `${token}${++sent}`;
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        catchUps.delete(payload);
        reject(new Error(`no notification back within ${CATCH_UP_MS} ms`));
      }, CATCH_UP_MS);
      catchUps.set(payload, {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (err) => (clearTimeout(timer), reject(err)),
      });
    });
    await on.query('SELECT pg_notify($1, $2)', [catchUpChannel, payload]).catch((err: unknown) => {
      catchUps.get(payload)?.reject(err as Error);
      catchUps.delete(payload);
    });
    await heard;
  };

  await connect();
  const listening: Listening = async () => {
    stopped = true;
    clearTimeout(retry);
    failCatchUps(new Error('stopped listening'));
    await client?.end().catch(() => undefined);
  };
  listening.caughtUp = coalesced(catchUpOnce);
  return listening;
}

/**
 * `run` shared by the calls that can share it: a call finds a run under way (which may have started before the
 * call, so it does not count) and waits for the next one, started when that one ends, together with every other
 * call made meanwhile. Under load one catch-up serves a whole batch of requests.
 */
function coalesced(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const current: Promise<void> = run().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
