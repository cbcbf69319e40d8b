import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/ports.ts';
import { TEST_AUDIENCE, TEST_ISSUER, testTokens } from '../test/tokens.ts';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signing keys served over HTTP as Entra ID serves its own: the real server (LOCAL_IDP=off) fetches them, and takes
 * the tokens `token()` signs (Kari Nordmann's, with the API scope).
 */
export async function tokenKeys(): Promise<{
  url: string;
  /** A token valid for `seconds` (an hour unless given). */
  token: (seconds?: number) => Promise<string>;
  close: () => Promise<void>;
}> {
  const tokens = await testTokens();
  const server = http.createServer((_request, response) =>
    response.setHeader('content-type', 'application/json').end(JSON.stringify(tokens.jwks)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/jwks`,
    token: (seconds) => tokens.token(seconds ? { expiresIn: `${seconds}s` } : {}),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The server's settings to take the tokens of `tokenKeys()` (Entra ID's settings, the local provider off). */
export function tokenKeysEnv(jwksUrl: string): Record<string, string> {
  return {
    LOCAL_IDP: 'off',
    AUTH_AUTHORITY: 'https://login.example.com/tenant/',
    AUTH_CLIENT_ID: 'console',
    AUTH_API_SCOPE: `${TEST_AUDIENCE}/access_as_user`,
    AUTH_AUDIENCE: TEST_AUDIENCE,
    AUTH_ISSUER: TEST_ISSUER,
    AUTH_JWKS_URL: jwksUrl,
  };
}

export interface MainProcess {
  base: string;
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed (JSON log lines), for failure messages. */
  output(): string;
  /** SIGTERM, and waits for it to exit (at once if it already has). */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or `kill -9`: resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * The real entry point (`server/main.ts`, as `npm start` and systemd run it) on `env`'s database (DATA_DIR for
 * PGlite, DATABASE_URL for PostgreSQL), verifying tokens with the keys at `jwksUrl`; resolves once it is ready.
 */
export async function startMain(jwksUrl: string, env: Record<string, string>): Promise<MainProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: '/nonexistent',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      ...tokenKeysEnv(jwksUrl),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + 90_000;
  // Ready once it answers (the banner is an info line, and these servers log warnings only).
  const answers = () =>
    fetch(`http://127.0.0.1:${port}/api/config`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await answers())) {
    if (gone() || Date.now() > deadline) {
      if (!gone()) child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await sleep(100);
  }
  const signal = async (name: NodeJS.Signals) => {
    if (gone()) return;
    child.kill(name);
    await exited;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** What one write got: its status and body, or `undefined` status when no answer came (refused, cut, timed out). */
export interface WriteResult {
  name: string;
  key: string;
  status?: number;
  body: string;
  /** Milliseconds from sending to the answer (or the failure). */
  ms: number;
  /** When it ended (performance.now()). */
  ended: number;
}

const CSRF = 'reliability-csrf';

/**
 * A walk-in as the door's outbox sends it: POST restaurant/v2/bookings/simple with its own Idempotency-Key and the
 * anti-forgery header, at most `timeoutMs` (an answer that does not come in time counts as none: a hang).
 */
export async function createBooking(
  base: string,
  token: string,
  write: { name: string; key: string; day: string },
  timeoutMs = 20_000,
): Promise<WriteResult> {
  const started = performance.now();
  const payload = { bookingDateTime: `${write.day}T19:00`, customerName: write.name, peopleCount: 2, restaurantId: 1 };
  try {
    const response = await fetch(`${base}/api/restaurant/v2/bookings/simple`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${CSRF}`,
        'x-xsrf-token': CSRF,
        'idempotency-key': write.key,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return { ...write, status: response.status, body, ms: performance.now() - started, ended: performance.now() };
  } catch (error) {
    return {
      ...write,
      body: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      ms: performance.now() - started,
      ended: performance.now(),
    };
  }
}

/**
 * `clients` loops, each sending distinct walk-ins (names `<prefix> <client>-<n>`) one after another until `stop()`
 * is called; `done` resolves with every result, in the order they ended.
 */
export function writeLoad(base: string, token: string, opts: { prefix: string; day: string; clients: number }) {
  const results: WriteResult[] = [];
  let stopped = false;
  const loops = Array.from({ length: opts.clients }, async (_, client) => {
    for (let n = 0; !stopped; n++) {
      results.push(
        await createBooking(base, token, { name: `${opts.prefix} ${client}-${n}`, key: randomUUID(), day: opts.day }),
      );
    }
  });
  return {
    results,
    stop() {
      stopped = true;
    },
    done: Promise.all(loops).then(() => results),
  };
}

/**
 * The outbox's part: every write that got no 200 is sent again with its own Idempotency-Key (the outbox keeps it
 * until a 200) until it gets one, within `timeoutMs`. Returns the retries' last results.
 */
export async function retryUntilAccepted(
  base: string,
  token: string,
  failed: WriteResult[],
  day: string,
  timeoutMs = 30_000,
): Promise<WriteResult[]> {
  const deadline = Date.now() + timeoutMs;
  return Promise.all(
    failed.map(async (write) => {
      for (;;) {
        const result = await createBooking(base, token, { name: write.name, key: write.key, day });
        if (result.status === 200 || Date.now() > deadline) return result;
        await sleep(250);
      }
    }),
  );
}
