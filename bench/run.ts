/**
 * `npm run bench`: figures, not pass/fail. Each bench prints the median and p95 of its runs.
 * - overlay: the schedule of a busy day (1,000 bookings) with 50 waiting outbox entries re-applied on top,
 *   the work done on every tap at the door (src/features/restaurant-schedule/schedule-outbox.ts).
 * - outbox: enqueue + replay of 200 actions through IndexedDB (fake-indexeddb in Node: an upper bound on the
 *   bookkeeping cost, not the browser's IndexedDB speed).
 * - api: GET mealTimes for a busy day and a toggle round trip, through the real server on PGlite (app.inject).
 */
import { benchOverlay } from './overlay.ts';
import { benchOutbox } from './outbox.ts';
import { benchApi } from './api.ts';

export interface Figure {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
}

export async function measure(name: string, runs: number, work: () => unknown): Promise<Figure> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, runs, medianMs: round(at(0.5)), p95Ms: round(at(0.95)) };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

const only = process.argv[2];
const figures: Figure[] = [];
if (!only || only === 'overlay') figures.push(...(await benchOverlay()));
if (!only || only === 'outbox') figures.push(...(await benchOutbox()));
if (!only || only === 'api') figures.push(...(await benchApi()));
console.table(figures);
