/**
 * Performance measures the console always takes (user timing: nearly free), read by `npm run bench`
 * (`performance.getEntriesByName(name)`) and shown in the browser's Performance panel.
 *
 * - `schedule:render`: from the moment a schedule day's data arrived in the query cache (fetched and parsed, or set
 *   by a tap or a live event) to the commit of its rows, one per new data: ended after the schedule page's layout
 *   effect and the commits React makes at once after it, before the next paint (a windowed list of a busy day finds
 *   its place and draws the rows near the window in the commit after the first).
 * - `mirror:write`: each write of a row of the read mirror, from the moment its value began to be serialised to the
 *   moment IndexedDB stored it (`measureMirrorWrite`, the mirror's write observer; `detail.key` names the row).
 */

/** When each piece of data arrived (`performance.now()`), until it is measured (then `null`). */
const arrivals = new WeakMap<object, number | null>();

/**
 * Notes that `data` has just arrived. Only its first arrival counts: a refetch that finds nothing changed keeps the
 * same object (structural sharing), which is not new data.
 */
export function markArrived(data: unknown): void {
  if (typeof data === 'object' && data !== null && !arrivals.has(data)) arrivals.set(data, performance.now());
}

/** Measures `name` from the arrival of `data` to now, once per data (nothing for data not seen arriving). */
export function measureSinceArrived(name: string, data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const start = arrivals.get(data);
  if (start == null) return;
  arrivals.set(data, null);
  performance.measure(name, { start, end: performance.now() });
}

/** The name of the performance measure around each write of persisted data (the bench reads it). */
export const MIRROR_WRITE_MEASURE = 'mirror:write';

/** The read mirror's write observer (src/offline/mirror.ts `MirrorWriteObserver`): one `mirror:write` per write. */
export function measureMirrorWrite(): (key: string) => void {
  const start = performance.now();
  return (key) => {
    try {
      performance.measure(MIRROR_WRITE_MEASURE, { start, end: performance.now(), detail: { key } });
    } catch {
      // A performance timeline is not there everywhere (older test environments): the write itself is what counts.
    }
  };
}
