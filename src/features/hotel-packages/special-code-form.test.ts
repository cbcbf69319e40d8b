import { describe, expect, it } from 'vitest';
import { SPECIAL_CODE_MESSAGES, type SpecialCode } from '../../../contract/codes.ts';
import { specialCodeForm, specialCodeFormSchema, stamp } from './special-code-form.tsx';

const code: SpecialCode = {
  id: 7,
  version: 1,
  specialCode: 'VINTER-VIP',
  type: 1,
  packageId: 'HP1001',
  activeFrom: '2031-01-02T08:05:00',
  activeTo: null,
  createdAt: '2026-11-01T10:00:00',
  createdBy: 'seed',
  updatedAt: null,
  updatedBy: null,
};

const messages = (values: unknown) => specialCodeFormSchema.safeParse(values).error?.issues.map((i) => i.message) ?? [];

describe('special code form', () => {
  const form = specialCodeForm('HP1005');

  it('checks emptiness and date order with the spec texts', () => {
    expect(messages(form.values())).toEqual([SPECIAL_CODE_MESSAGES.empty]);
    expect(
      messages({ ...form.values(), specialCode: ' A ', activeFrom: '2031-01-02T10:00', activeTo: '2031-01-02T10:00' }),
    ).toEqual([SPECIAL_CODE_MESSAGES.order]);
    expect(
      messages({ ...form.values(), specialCode: 'A', activeFrom: '2031-01-02T10:00', activeTo: '2031-01-02T10:01' }),
    ).toEqual([]);
    expect(messages({ ...form.values(), specialCode: 'A', activeTo: '2031-01-02T10:01' })).toEqual([]);
  });

  it("shows all of a row's errors at once: an empty code and dates in the wrong order", () => {
    expect(
      messages({ ...form.values(), specialCode: ' ', activeFrom: '2031-01-02T10:00', activeTo: '2031-01-01T10:00' }),
    ).toEqual([SPECIAL_CODE_MESSAGES.empty, SPECIAL_CODE_MESSAGES.order]);
  });

  it('saves a trimmed code of type 1 for the package, no date as null', () => {
    expect(
      specialCodeFormSchema.parse({ ...form.values(), specialCode: ' NEW ', activeTo: '2031-02-01T00:00' }),
    ).toEqual({
      specialCode: 'NEW',
      activeFrom: null,
      activeTo: '2031-02-01T00:00:00',
      type: 1,
      packageId: 'HP1005',
    });
  });

  it('edits a saved code with its dates as the input holds them, and names who made it', () => {
    expect(specialCodeForm('HP1001').values(code)).toEqual({
      specialCode: 'VINTER-VIP',
      activeFrom: '2031-01-02T08:05',
      activeTo: '',
      packageId: 'HP1001',
    });
    expect(stamp(code.createdAt, code.createdBy)).toBe('2026-11-01 10:00 seed');
    expect(stamp(null, null)).toBe('');
  });
});
