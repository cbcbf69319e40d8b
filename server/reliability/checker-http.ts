import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { testTokens } from '../test/tokens.ts';
import { sleep } from './main-process.ts';

/**
 * The concurrent checker's HTTP side (checker.test.ts): the people who act (each with their own token), and one
 * request as the console's outbox sends it: a write carries an Idempotency-Key and is sent again with the same key,
 * to either server, until it gets an answer. No answer (refused, cut, timed out) and 5xx are not answers; a 4xx is.
 */

/** Who acts: three people, so a revert, a conflict's "by whom" and the keys (per user) cross people. */
export const PEOPLE = [
  { sub: 'u-demo', name: 'Kari Nordmann' },
  { sub: 'u-host', name: 'Ola Hansen' },
  { sub: 'u-staff', name: 'Siri Berg' },
] as const;

/** The signing keys served as Entra ID serves them (the servers run with LOCAL_IDP=off), and a token per person. */
export async function peopleKeys(): Promise<{ url: string; tokens: string[]; close: () => Promise<void> }> {
  const keys = await testTokens();
  const server = http.createServer((_request, response) =>
    response.setHeader('content-type', 'application/json').end(JSON.stringify(keys.jwks)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tokens = await Promise.all(PEOPLE.map((p) => keys.token({ sub: p.sub, name: p.name, expiresIn: '4h' })));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/jwks`,
    tokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The final answer of one request: its status and JSON body, or 0 when none came before the deadline. */
export interface Answer {
  status: number;
  body: unknown;
  /** Sends in all (1: answered at once). */
  attempts: number;
  /** performance.now() at the first send and at the final answer. */
  start: number;
  end: number;
}

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** If-Match: the version the change is based on. */
  ifMatch?: number;
}

const CSRF = 'checker-csrf';
/** How long one request keeps being sent before it counts as never answered (a hang, or a server that never recovers). */
const DEADLINE_MS = 45_000;

/** Sends requests to one of `bases` at random (per send), as `tokens[person]`. */
export class Sender {
  /** Sends that got no answer, or a 5xx, and were sent again. */
  retries = 0;
  /** Sends that got no answer or a 5xx (the dropped ones aside): the restart felt. */
  failed = 0;
  /** Writes whose first answer the client dropped on purpose (it stopped waiting after a few milliseconds). */
  dropped = 0;
  /** Answers a server gave from the request's Idempotency-Key (Idempotent-Replayed: the write had been done). */
  replayed = 0;
  /** 5xx answers other than 503 (a 500 is a server bug even when the retry then succeeds). */
  readonly serverErrors: string[] = [];
  /** Set when the run cannot go on (the database did not come back): the request being sent gives up. */
  halted = false;
  /** The request being sent now, and since when, and what the last send of it got (for a run that stalls). */
  current?: { what: string; since: number; last?: string };

  constructor(
    private readonly bases: readonly string[],
    private readonly tokens: readonly string[],
    private readonly random: () => number,
  ) {}

  async send(person: number, request: Request): Promise<Answer> {
    const write = request.method !== 'GET';
    const key = write ? randomUUID() : undefined;
    const start = performance.now();
    // A lost answer: one write in 20 stops waiting for its first answer after 2-30 ms (the server goes on).
    const drop = write && this.random() < Number(process.env.CHECKER_DROP ?? 0.05);
    if (drop) this.dropped++;
    this.current = { what: `${request.method} ${request.path}${key ? ` (key ${key})` : ''}`, since: start };
    for (let attempts = 1; ; attempts++) {
      const base = this.bases[Math.floor(this.random() * this.bases.length)]!;
      const timeout = drop && attempts === 1 ? 2 + Math.floor(this.random() * 28) : 10_000;
      const answer = await this.once(base, person, request, timeout, key);
      this.current.last = `${attempts}: ${base} ${answer ? `${answer.status} ${JSON.stringify(answer.body)}` : 'no answer'}`;
      if (answer && answer.status < 500) {
        this.current = undefined;
        return { ...answer, attempts, start, end: performance.now() };
      }
      if (answer && answer.status !== 503) {
        this.serverErrors.push(`${request.method} ${request.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      if (!(drop && attempts === 1)) this.failed++;
      if (this.halted || performance.now() - start > DEADLINE_MS) {
        this.serverErrors.push(`${this.current.what}: no answer in ${DEADLINE_MS / 1000} s, last ${this.current.last}`);
        this.current = undefined;
        return { status: 0, body: null, attempts, start, end: performance.now() };
      }
      this.retries++;
      await sleep(100 + Math.floor(this.random() * 300));
    }
  }

  private async once(base: string, person: number, request: Request, timeoutMs: number, key?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.tokens[person]}`,
      cookie: `XSRF-TOKEN=${CSRF}`,
      'x-xsrf-token': CSRF,
    };
    if (key) headers['idempotency-key'] = key;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.ifMatch !== undefined) headers['if-match'] = `"${request.ifMatch}"`;
    try {
      const response = await fetch(`${base}/api${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (response.headers.get('idempotent-replayed') === 'true') this.replayed++;
      let body: unknown = text;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // Not JSON (a proxy's page): kept as text.
      }
      return { status: response.status, body };
    } catch {
      return undefined;
    }
  }
}
