/** A bench figure: the median of several runs, their spread, and the budget it is held to (issue 15). */

export interface Budget {
  /** The figure must be at most (`<=`) or at least (`>=`) the value. */
  op: '<=' | '>=';
  value: number;
}

export interface Figure {
  id: string;
  /** The group that measures it (`npm run bench -- <group>`). */
  group: string;
  metric: string;
  unit: string;
  runs: number;
  median: number | null;
  /** min-max under 10 runs, p10-p90 from 10 runs on. */
  spread: { kind: 'min-max' | 'p10-p90'; low: number; high: number } | null;
  budget: Budget | null;
  /** Whether the median keeps the budget; null when there is no budget or no figure. */
  holds: boolean | null;
  note?: string;
  /**
   * The floor measured in the same run (issue 32): what the machine gives this hour for the bare part of the work
   * (a bare route, a blank page, a click on a plain button, the server's own rate). `ratio`: the median over it.
   */
  floor?: { value: number; what: string; ratio: number };
  samples?: number[];
  /**
   * In bench/results.json, on a figure kept from an earlier run (a run of some groups keeps the other groups'
   * figures): when and on which commit it was measured.
   */
  measured?: { date: string; commit: string };
}

const quantile = (sorted: number[], q: number): number => {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
};

export const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

export function figure(
  fields: { id: string; group: string; metric: string; unit: string; budget?: Budget; note?: string },
  samples: number[],
  floor?: { value: number; what: string },
): Figure {
  const budget = fields.budget ?? null;
  if (samples.length === 0) return notMeasured(fields, fields.note ?? 'no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const wide = sorted.length >= 10;
  return {
    ...fields,
    budget,
    runs: samples.length,
    median: round(median, 2),
    spread: wide
      ? { kind: 'p10-p90', low: round(quantile(sorted, 0.1), 2), high: round(quantile(sorted, 0.9), 2) }
      : { kind: 'min-max', low: round(sorted[0]!, 2), high: round(sorted.at(-1)!, 2) },
    holds: budget ? (budget.op === '<=' ? median <= budget.value : median >= budget.value) : null,
    ...(floor && floor.value > 0
      ? { floor: { value: round(floor.value, 2), what: floor.what, ratio: round(median / floor.value, 3) } }
      : {}),
    samples: samples.map((s) => round(s, 2)),
  };
}

/** The median of samples (a floor measured several times). */
export const median = (samples: number[]): number =>
  quantile(
    [...samples].sort((a, b) => a - b),
    0.5,
  );

/** A figure that could not be taken (not instrumented, not reachable, failed): said so, never guessed. */
export function notMeasured(
  fields: { id: string; group: string; metric: string; unit: string; budget?: Budget },
  note: string,
): Figure {
  return { ...fields, budget: fields.budget ?? null, runs: 0, median: null, spread: null, holds: null, note };
}

const show = (value: number): string => {
  const abs = Math.abs(value);
  const text = abs >= 100 ? Math.round(value).toString() : abs >= 10 ? value.toFixed(1) : value.toFixed(2);
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
};

/** The one table `npm run bench` prints. */
export function table(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.metric,
    f.median === null ? 'n/a' : `${show(f.median)} ${f.unit}`,
    f.spread && f.runs > 1
      ? `${show(f.spread.low)}-${show(f.spread.high)} (${f.spread.kind}, ${f.runs} runs)`
      : f.median === null
        ? ''
        : '(1 run)',
    f.budget ? `${f.budget.op === '<=' ? '<=' : '>='} ${show(f.budget.value)} ${f.unit}` : '-',
    f.holds === null ? (f.median === null ? 'n/a' : '-') : f.holds ? 'yes' : 'NO',
    f.floor ? `${show(f.floor.ratio)} × ${show(f.floor.value)} ${f.unit}` : '-',
  ]);
  const header = ['metric', 'median', 'spread', 'budget', 'holds', 'ratio to the floor'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const notes = figures
    .filter((f) => f.note || f.floor)
    .map((f) => `  ${f.metric}: ${[f.note, f.floor && `floor: ${f.floor.what}`].filter(Boolean).join('; ')}`);
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    ...(notes.length ? ['', 'notes:', ...notes] : []),
  ].join('\n');
}
