/**
 * Lists ordered by a number of their own (restrictions by `priority`, included services by `position`, spec
 * section 4): moving one up or down swaps its number with its neighbour's.
 */

export type Direction = 'up' | 'down';

/**
 * `rows` (in their shown order) with the row at `index` moved one up or down: it and its neighbour swap their
 * `field`. Neighbours with the same number would swap nothing, so then the list is first numbered `first`,
 * `first + 1`... in its shown order. At either end nothing moves. Returns the rows in their new order.
 */
export function moveByOrder<K extends string, T extends Record<K, number>>(
  rows: readonly T[],
  index: number,
  direction: Direction,
  field: K,
  first = 0,
): T[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  const a = rows[index];
  const b = rows[other];
  if (!a || !b) return [...rows];
  const numbered = a[field] === b[field] ? rows.map((row, i) => ({ ...row, [field]: first + i })) : [...rows];
  const pa = numbered[index]?.[field] ?? 0;
  const pb = numbered[other]?.[field] ?? 0;
  const moved = numbered.map((row, i) =>
    i === index ? { ...row, [field]: pb } : i === other ? { ...row, [field]: pa } : row,
  );
  [moved[index], moved[other]] = [moved[other] as T, moved[index] as T];
  return moved;
}

/** The rows of `after` whose `field` differs from the same row (by `key`) in `before`: what a save of the new order sends. */
export function changedOrder<K extends string, T extends Record<K, number>>(
  before: readonly T[],
  after: readonly T[],
  field: K,
  key: (row: T) => string | number,
): T[] {
  const was = new Map(before.map((row) => [key(row), row[field]]));
  return after.filter((row) => was.get(key(row)) !== row[field]);
}

/**
 * The position a new record of a list ordered by position is shown with: one after the last (1 for the first), as
 * the server gives one saved without a position (server/repositories/positions.ts).
 */
export const nextPosition = (rows: ReadonlyArray<{ position: number }>) =>
  rows.reduce((max, row) => Math.max(max, row.position), 0) + 1;
