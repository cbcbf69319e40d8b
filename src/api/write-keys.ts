/**
 * Every write the console sends carries an Idempotency-Key (docs/decisions/005-idempotency.md, 036), not only the
 * outbox's: the server answers a key once, whichever process sees it, so a write that nginx sends again to another
 * process (its first died after the commit), or that the person sends again after no answer (Save once more), is run
 * once. The same request sent again after it got no answer, or an answer that says nothing of its fate (502, 503,
 * 504), takes the same key; any other answer settles it, and the next write gets a new one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The unsettled writes' keys, by what the request is (method, URL, version, body); the oldest go first. */
const unsettled = new Map<string, string>();
const KEPT_AT_MOST = 50;
/** Answers that say nothing of whether the write ran: the same request is sent again with the same key. */
const FATE_UNKNOWN = new Set([502, 503, 504]);

/** The key of a write that is `what` (method, URL, version, body): the unsettled one's, or a new one. */
export function writeKey(what: string): string {
  return unsettled.get(what) ?? crypto.randomUUID();
}

/** After the write `what` sent with `key`: answered with `status` (undefined: no answer at all). */
export function writeSettled(what: string, key: string, status: number | undefined): void {
  unsettled.delete(what);
  if (status !== undefined && !FATE_UNKNOWN.has(status)) return;
  unsettled.set(what, key);
  if (unsettled.size > KEPT_AT_MOST) unsettled.delete(unsettled.keys().next().value!);
}
