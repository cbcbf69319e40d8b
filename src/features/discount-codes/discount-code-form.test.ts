import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES as M, type DiscountCode } from '../../../contract/codes.ts';
import { discountCodeForm } from './discount-code-form.tsx';

const listed = (id: number, code: string): DiscountCode => ({
  id,
  version: 1,
  code,
  amount: 10,
  activeFrom: null,
  activeTo: null,
  daysOfWeek: [0],
  useCount: 0,
  hotelPackages: [],
  createdAt: '',
  createdBy: '',
  updatedAt: null,
  updatedBy: null,
});
const form = discountCodeForm([listed(1, 'HELG20'), listed(2, 'SPA10')]);
const values = (over: Partial<ReturnType<typeof form.values>> = {}) => ({
  ...form.values(),
  code: 'HOST25',
  amount: '25',
  ...over,
});
const messages = (v: ReturnType<typeof values>) =>
  form.schema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the discount code row', () => {
  it('starts every day with nothing else filled in', () => {
    expect(form.values()).toEqual({
      id: undefined,
      code: '',
      amount: '',
      activeFrom: '',
      activeTo: '',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    });
  });

  it("gives spec section 5's texts, all at once", () => {
    expect(messages(values())).toEqual([]);
    expect(messages(values({ code: '  ', amount: '', daysOfWeek: [] }))).toEqual([
      ['code', M.empty],
      ['amount', M.amountMissing],
      ['daysOfWeek', M.noDay],
    ]);
    expect(messages(values({ amount: 'x' }))).toEqual([['amount', M.amountMissing]]);
    expect(
      messages(
        values({ code: 'helg20', amount: '100,5', activeFrom: '2031-05-02T10:00', activeTo: '2031-05-01T10:00' }),
      ),
    ).toEqual([
      ['amount', M.amountHigh],
      ['activeTo', M.order],
      ['code', M.taken],
    ]);
    // A code typed while the amount is still missing gets its text then (the form re-checks the changed field only).
    expect(messages(values({ code: 'HELG20', amount: '' }))).toEqual([
      ['amount', M.amountMissing],
      ['code', M.taken],
    ]);
    // Equal times are not "later" either.
    expect(messages(values({ activeFrom: '2031-05-01T10:00', activeTo: '2031-05-01T10:00' }))).toEqual([
      ['activeTo', M.order],
    ]);
  });

  it("lets a code keep its own code in another case, not take another row's", () => {
    expect(messages(values({ id: 2, code: 'spa10' }))).toEqual([]);
    expect(messages(values({ id: 2, code: 'helg20' }))).toEqual([['code', M.taken]]);
  });

  it('sends the code trimmed, a decimal comma as a point, and no dates as null', () => {
    expect(form.schema.parse(values({ code: ' host25 ', amount: '12,5' }))).toEqual({
      code: 'host25',
      amount: 12.5,
      activeFrom: null,
      activeTo: null,
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(form.schema.parse(values({ id: 7, activeFrom: '2031-05-01T08:00' }))).toMatchObject({
      id: 7,
      activeFrom: '2031-05-01T08:00:00',
    });
  });
});
