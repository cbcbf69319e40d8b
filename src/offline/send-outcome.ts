import { defineMessages, intlOf } from '../i18n/intl.ts';

import type { OutboxEntry } from './db.ts';

/** How one attempt ended, as the sender saw it. */
export type SendOutcome =
  | { kind: 'ok'; body: unknown }
  /**
   * 4xx: the server refused it for a reason the host must see (a booking cancelled elsewhere...); `details`, its
   * answer's whole body when it says more than its message (the fields another host changed meanwhile).
   */
  | { kind: 'rejected'; status: number; message: string; details?: unknown }
  /**
   * Network down, 5xx, 408, 429: try again later. `unreachable`: no server answered (a network error, or a gateway's
   * 502/503/504), as opposed to a server that answered "not now".
   */
  | { kind: 'transient'; message: string; unreachable?: boolean }
  /** No token without the host signing in again: pause, keep everything. */
  | { kind: 'signInRequired' };

export type Sender = (entry: OutboxEntry) => Promise<SendOutcome>;
/**
 * Sends several independent entries in one request; one outcome each, in order. `undefined`: the server does not
 * take batches (send them one at a time).
 */
export type BatchSender = (entries: readonly OutboxEntry[]) => Promise<SendOutcome[] | undefined>;

/**
 * What the outbox says of a try that got no answer, kept with the entry in English (the queue panel says it in the
 * language shown, src/app/layout/queue-panel.tsx).
 */
export const sendMessages = defineMessages({
  /** The queue panel's "Last try" when no answer came at all. */
  noAnswer: { id: 'app.queue.noAnswer', defaultMessage: 'No answer from the server.' },
  /** A batch's answer that left an entry out. */
  notAnswered: { id: 'app.queue.notAnswered', defaultMessage: 'The server did not answer this change.' },
});

const english = intlOf('en', {});
export const NO_ANSWER = english.formatMessage(sendMessages.noAnswer);
export const NOT_ANSWERED = english.formatMessage(sendMessages.notAnswered);
