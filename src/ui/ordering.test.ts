import { describe, expect, it } from 'vitest';
import { changedOrder, moveByOrder, nextPosition } from './ordering.ts';

const rows = [
  { id: 1, position: 1 },
  { id: 2, position: 2 },
  { id: 3, position: 5 },
];
const ids = (list: ReadonlyArray<{ id: number }>) => list.map((r) => r.id);

describe('moving in an ordered list', () => {
  it('swaps the numbers of a row and its neighbour, and their places', () => {
    const up = moveByOrder(rows, 2, 'up', 'position');
    expect(up).toEqual([
      { id: 1, position: 1 },
      { id: 3, position: 2 },
      { id: 2, position: 5 },
    ]);
    const down = moveByOrder(rows, 0, 'down', 'position');
    expect(down).toEqual([
      { id: 2, position: 1 },
      { id: 1, position: 2 },
      { id: 3, position: 5 },
    ]);
    expect(rows).toEqual([
      { id: 1, position: 1 },
      { id: 2, position: 2 },
      { id: 3, position: 5 },
    ]);
  });

  it('leaves the ends where they are', () => {
    expect(moveByOrder(rows, 0, 'up', 'position')).toEqual(rows);
    expect(moveByOrder(rows, 2, 'down', 'position')).toEqual(rows);
    expect(moveByOrder(rows, 7, 'up', 'position')).toEqual(rows);
  });

  it('numbers the list from `first` when the two have the same number, so a move always changes the order', () => {
    const tied = [
      { id: 1, position: 4 },
      { id: 2, position: 4 },
      { id: 3, position: 4 },
    ];
    const moved = moveByOrder(tied, 2, 'up', 'position', 1);
    expect(ids(moved)).toEqual([1, 3, 2]);
    expect(moved.map((r) => r.position)).toEqual([1, 2, 3]);
  });

  it('tells which rows got a new number', () => {
    const moved = moveByOrder(rows, 1, 'up', 'position');
    expect(changedOrder(rows, moved, 'position', (r) => r.id)).toEqual([
      { id: 2, position: 1 },
      { id: 1, position: 2 },
    ]);
    const tied = [
      { id: 1, position: 0 },
      { id: 2, position: 0 },
      { id: 3, position: 7 },
    ];
    // Numbered first: the third row gets a number too.
    expect(changedOrder(tied, moveByOrder(tied, 1, 'up', 'position', 1), 'position', (r) => r.id)).toEqual([
      { id: 2, position: 1 },
      { id: 1, position: 2 },
      { id: 3, position: 3 },
    ]);
  });
});

describe('the next position', () => {
  it('is one after the last, whatever the order, and 1 for the first', () => {
    expect(nextPosition([{ position: 3 }, { position: 7 }, { position: 1 }])).toBe(8);
    expect(nextPosition([])).toBe(1);
  });
});
