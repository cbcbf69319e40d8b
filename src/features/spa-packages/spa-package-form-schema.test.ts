import { describe, expect, it } from 'vitest';
import type { SpaPackageGroup } from '../../../contract/spa.ts';
import { nextPosition } from '../../ui/ordering.ts';
import {
  blankSpaPackage,
  newProductValues,
  orderLimitOf,
  orderLimitProblem,
  orderLimitValues,
  parentChoices,
  spaPackageFormSchema,
  spaPackageFormValues,
} from './spa-package-form-schema.ts';

/** Spec section 5's text (in English, the default). */
const ORDER_LIMIT_REQUIRED = 'Set a limit of 1 or more, or choose Ordering disabled or No limit.';

const filter = {
  version: 1,
  id: 4,
  name: 'Helger',
  isAnnual: false,
  dates: [],
  daysOfWeek: [5, 6],
  fromDate: null,
  toDate: null,
  hours: 0,
};
const saved: SpaPackageGroup = {
  id: 3,
  version: 1,
  name: 'Spadag',
  nameEn: 'Spa day',
  position: 1,
  imageFk: 2,
  promoRibbonText: 'Populær',
  promoRibbonTextEn: 'Popular',
  includedMealDescription: 'Lunsj',
  includedRestaurantFk: 1,
  includedMealFk: 2,
  displayedPrice: 995.5,
  products: [
    {
      brpProductId: 5001,
      version: 1,
      brpProductNumber: 'SP-5001',
      displayName: 'Spadag hverdag',
      fromTime: '10:00',
      productGroupFk: 3,
      url: 'spadag',
      orderLimit: 0,
      parentBrpProductId: null,
      restrictions: [
        { id: 9, priority: 0, isGlobal: true, isProductAvailable: true, isDeleted: false, dateFilter: filter },
      ],
    },
    {
      brpProductId: 5002,
      version: 1,
      brpProductNumber: 'SP-5002',
      displayName: 'Spadag helg',
      fromTime: '11:00',
      productGroupFk: 3,
      url: '',
      orderLimit: 20,
      parentBrpProductId: 5001,
      restrictions: [],
    },
    {
      brpProductId: 5004,
      version: 1,
      brpProductNumber: 'SP-5004',
      displayName: 'Kveldsspa',
      fromTime: '19:00',
      productGroupFk: 3,
      url: '',
      orderLimit: -1,
      parentBrpProductId: 5002,
      restrictions: [],
    },
  ],
};

const issues = (values: unknown) =>
  spaPackageFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the spa package form', () => {
  it('holds an order limit as its mode and the limit typed, and saves it as -1, 0 or the limit', () => {
    expect(orderLimitValues(-1)).toEqual({ limitMode: 'disabled', orderLimit: '' });
    expect(orderLimitValues(0)).toEqual({ limitMode: 'none', orderLimit: '' });
    expect(orderLimitValues(12)).toEqual({ limitMode: 'set', orderLimit: '12' });
    expect(orderLimitOf('disabled', '12')).toBe(-1);
    expect(orderLimitOf('none', '12')).toBe(0);
    expect(orderLimitOf('set', ' 12 ')).toBe(12);
  });

  it('blocks a set limit of 0 or less, or not a whole number, and nothing in the other modes', () => {
    for (const limit of ['0', '-3', '', ' ', '1.5', 'x'])
      expect(orderLimitProblem('set', limit), limit).toBe(ORDER_LIMIT_REQUIRED);
    expect(orderLimitProblem('set', '1')).toBeNull();
    expect(orderLimitProblem('none', '0')).toBeNull();
    expect(orderLimitProblem('disabled', '')).toBeNull();
  });

  it('round-trips a saved group into the save bodies', () => {
    const values = spaPackageFormValues(saved);
    expect(values).toMatchObject({ position: '1', displayedPrice: '995.5', imageId: 2, mealOn: true });
    expect(values.products.map((p) => [p.limitMode, p.orderLimit, p.parentBrpProductId])).toEqual([
      ['none', '', ''],
      ['set', '20', '5001'],
      ['disabled', '', '5002'],
    ]);
    expect(spaPackageFormSchema.parse(values)).toEqual({
      name: 'Spadag',
      nameEn: 'Spa day',
      position: 1,
      imageId: 2,
      promoRibbonText: 'Populær',
      promoRibbonTextEn: 'Popular',
      includedMealDescription: 'Lunsj',
      includedRestaurantFk: 1,
      includedMealFk: 2,
      displayedPrice: 995.5,
      products: [
        {
          brpProductId: 5001,
          fromTime: '10:00',
          url: 'spadag',
          orderLimit: 0,
          parentBrpProductId: null,
          restrictions: [
            { id: 9, priority: 0, isGlobal: true, isProductAvailable: true, isDeleted: false, dateFilterFk: 4 },
          ],
        },
        { brpProductId: 5002, fromTime: '11:00', url: '', orderLimit: 20, parentBrpProductId: 5001, restrictions: [] },
        { brpProductId: 5004, fromTime: '19:00', url: '', orderLimit: -1, parentBrpProductId: 5002, restrictions: [] },
      ],
    });
  });

  it('starts a new group blank and last, and a picked product at 10:00 with no limit', () => {
    const values = spaPackageFormValues(blankSpaPackage(nextPosition([saved, { ...saved, id: 4, position: 6 }])));
    expect(values).toMatchObject({ id: 0, name: '', position: '7', displayedPrice: '', mealOn: false, products: [] });
    expect(newProductValues({ brpProductId: 5008, name: 'Morgenspa' })).toMatchObject({
      fromTime: '10:00',
      limitMode: 'none',
      parentBrpProductId: '',
      restrictions: [],
    });
    expect(nextPosition([])).toBe(1);
  });

  it('says the spec texts, the set limit on its product, and a restriction without a date filter, all at once', () => {
    const values = spaPackageFormValues(saved);
    values.name = ' ';
    values.includedMealDescription = '';
    values.products[1]!.orderLimit = '0';
    values.products[0]!.restrictions.push({
      key: 'new-1',
      id: 0,
      priority: 1,
      isGlobal: false,
      isProductAvailable: false,
      isDeleted: false,
      dateFilterFk: null,
    });
    expect(issues(values)).toEqual([
      ['includedMealDescription', 'Included meal description cannot be empty'],
      ['products.1.orderLimit', ORDER_LIMIT_REQUIRED],
      ['name', 'Name cannot be empty.'],
      ['products.0.restrictions.1.dateFilterFk', 'must be chosen'],
    ]);
    // Switched off, the meal is not saved and needs no description.
    expect(issues({ ...spaPackageFormValues(saved), mealOn: false, includedMealDescription: '' })).toBeUndefined();
    expect(
      issues({ ...spaPackageFormValues(saved), position: 'x', displayedPrice: '1.234' })?.map(([path]) => path),
    ).toEqual(['position', 'displayedPrice']);
    expect(spaPackageFormSchema.parse({ ...spaPackageFormValues(saved), displayedPrice: '1 ' })).toMatchObject({
      displayedPrice: 1,
    });
    expect(spaPackageFormSchema.parse({ ...spaPackageFormValues(saved), displayedPrice: '12,5' })).toMatchObject({
      displayedPrice: 12.5,
    });
  });

  it('offers as parent every other product but those below it', () => {
    const products = spaPackageFormValues(saved).products;
    const names = (id: number) => parentChoices(products, id).map((p) => p.brpProductId);
    expect(names(5001)).toEqual([]);
    expect(names(5002)).toEqual([5001]);
    expect(names(5004)).toEqual([5001, 5002]);
  });
});
