import { describe, expect, it } from 'vitest';
import { parentsFirst } from './spa-package-queries.ts';

const ids = (list: Array<{ brpProductId: number }>) => list.map((p) => p.brpProductId);

describe('saving the products of a spa package', () => {
  it('saves each parent before the products below it', () => {
    const products = [
      { brpProductId: 3, parentBrpProductId: 2 },
      { brpProductId: 2, parentBrpProductId: 1 },
      { brpProductId: 1, parentBrpProductId: null },
      { brpProductId: 4 },
    ];
    expect(ids(parentsFirst(products))).toEqual([1, 4, 2, 3]);
  });

  it('keeps products whose parent is not among them (saved before) and loops in their order', () => {
    expect(
      ids(
        parentsFirst([
          { brpProductId: 5, parentBrpProductId: 9 },
          { brpProductId: 6, parentBrpProductId: null },
        ]),
      ),
    ).toEqual([5, 6]);
    expect(
      ids(
        parentsFirst([
          { brpProductId: 7, parentBrpProductId: 8 },
          { brpProductId: 8, parentBrpProductId: 7 },
        ]),
      ),
    ).toEqual([7, 8]);
  });
});
