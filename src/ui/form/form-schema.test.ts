import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formSchema, numberFromText } from './form-schema.ts';

const contract = z
  .object({
    name: z.string().trim().min(1, 'is required'),
    hours: z.number().int().min(0),
    from: z.string().nullable(),
    to: z.string().nullable(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'must not be before from' });

const schema = formSchema(
  z.object({ name: z.string(), hours: z.string(), from: z.string(), to: z.string() }),
  ({ hours, from, to, ...rest }) => ({ ...rest, hours: numberFromText(hours), from: from || null, to: to || null }),
  contract,
);

describe('formSchema', () => {
  it('turns the values as typed into the contract input', () => {
    expect(schema.parse({ name: ' Påske ', hours: '24', from: '', to: '2031-04-01' })).toEqual({
      name: 'Påske',
      hours: 24,
      from: null,
      to: '2031-04-01',
    });
  });

  it('refuses what the contract refuses, on the contract field paths', () => {
    const result = schema.safeParse({ name: ' ', hours: '', from: '2031-05-02', to: '2031-05-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['hours', 'name']);
    const order = schema.safeParse({ name: 'x', hours: '1', from: '2031-05-02', to: '2031-05-01' });
    expect(order.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'must not be before from']]);
  });

  it("reports the form's own checks together with the contract's", () => {
    const withMeal = formSchema(
      z.object({ name: z.string(), mealOn: z.boolean(), meal: z.string() }),
      ({ name }) => ({ name, hours: 0, from: null, to: null }),
      contract,
      (v) => (v.mealOn && !v.meal ? [{ path: 'meal', message: 'meal needed' }] : []),
    );
    const both = withMeal.safeParse({ name: ' ', mealOn: true, meal: '' });
    expect(both.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['meal', 'meal needed'],
      ['name', 'is required'],
    ]);
    expect(withMeal.safeParse({ name: 'x', mealOn: true, meal: '' }).success).toBe(false);
    expect(withMeal.parse({ name: 'x', mealOn: false, meal: '' })).toEqual({
      name: 'x',
      hours: 0,
      from: null,
      to: null,
    });
  });

  it('reads typed numbers: blank and words are NaN', () => {
    expect(numberFromText(' 12 ')).toBe(12);
    expect(numberFromText('')).toBeNaN();
    expect(numberFromText('x')).toBeNaN();
  });
});
