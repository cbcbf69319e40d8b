import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ScheduleEvent } from '../../contract/live.ts';

/** A comment line on an idle event stream, so that proxies keep it open and the console knows it is alive. */
const HEARTBEAT_MS = 20_000;

/** An event as a stream sends it (one or more of them, written together). */
export const eventText = (event: ScheduleEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * Registers `send` for the changes of the restaurant day (their `eventText`, those of a batch in one chunk) until
 * the returned function is called (ScheduleHub).
 */
type Subscribe = (restaurantId: number, date: string, send: (chunk: string) => void) => () => void;

/**
 * The event streams of this process's clients (GET .../bookings/events), from open to close: each is registered with
 * the hub for its restaurant day, says `ready` at once, beats every 20 s while idle, and ends when its client goes,
 * when the token it was opened with expires (the console reconnects with a fresh one), or when the server closes.
 */
export class EventStreams {
  private readonly open = new Set<PassThrough>();

  constructor(private readonly subscribe: Subscribe) {}

  /** Answers `reply` with the restaurant day's event stream. `expiresAt`: when the request's token expires (ms). */
  send(reply: FastifyReply, restaurantId: number, date: string, expiresAt: number | undefined): FastifyReply {
    const stream = new PassThrough();
    const send = (chunk: string) => stream.write(chunk);
    const unsubscribe = this.subscribe(restaurantId, date, send);
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const expiry =
      expiresAt === undefined
        ? undefined
        : setTimeout(() => stream.end(), Math.min(Math.max(expiresAt - Date.now(), 0), 2 ** 31 - 1));
    const stop = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      this.open.delete(stream);
      stream.end();
    };
    this.open.add(stream);
    reply.raw.on('close', stop);
    stream.on('end', stop);
    send(eventText({ type: 'ready', restaurantId, date }));
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        // nginx and other proxies would hold the events back in their buffers.
        .header('x-accel-buffering', 'no')
        // Once ended (the token expired, the server closes), the connection goes too: it is not kept alive idle,
        // which would hold a closing server up.
        .header('connection', 'close')
        .send(stream)
    );
  }

  /** Ends every open stream: the server is closing (preClose), and would otherwise wait for them forever. */
  endAll(): void {
    for (const stream of this.open) stream.end();
  }
}
