import { describe, expect, it } from 'vitest';
import { SPECIAL_CODE_MESSAGES, specialCodeInputSchema, type SpecialCode } from '../../../contract/codes.ts';
import { codeDraftOf, codeErrors, codeInput, emptyCodeDraft, tableDate } from './special-code-draft.ts';

const code: SpecialCode = {
  id: 7,
  specialCode: 'VINTER-VIP',
  type: 1,
  packageId: 'HP1001',
  activeFrom: '2031-01-02T08:05:00',
  activeTo: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'seed',
  updatedAt: null,
  updatedBy: null,
};

describe('special code draft', () => {
  it('shows table dates as YYYY-MM-DD HH:mm', () => {
    expect(tableDate('2031-01-02T18:05:00')).toBe('2031-01-02 18:05');
    expect(tableDate(null)).toBe('');
  });

  it('checks emptiness and date order with the spec texts', () => {
    expect(codeErrors(emptyCodeDraft())).toEqual([SPECIAL_CODE_MESSAGES.empty]);
    expect(codeErrors({ specialCode: ' A ', activeFrom: '2031-01-02T10:00', activeTo: '2031-01-02T10:00' })).toEqual([SPECIAL_CODE_MESSAGES.order]);
    expect(codeErrors({ specialCode: 'A', activeFrom: '2031-01-02T10:00', activeTo: '2031-01-02T10:01' })).toEqual([]);
    expect(codeErrors({ specialCode: 'A', activeFrom: '', activeTo: '2031-01-02T10:01' })).toEqual([]);
  });

  it('inserts new codes as type 1 and updates with id, createdBy and createdAt', () => {
    const fresh = codeInput({ specialCode: ' NEW ', activeFrom: '', activeTo: '2031-02-01T00:00' }, 'HP1005');
    expect(fresh).toEqual({ specialCode: 'NEW', activeFrom: null, activeTo: '2031-02-01T00:00', type: 1, packageId: 'HP1005' });
    expect(specialCodeInputSchema.safeParse(fresh).success).toBe(true);
    const draft = codeDraftOf(code);
    expect(draft.activeFrom).toBe('2031-01-02T08:05');
    expect(codeInput(draft, 'HP1001')).toEqual({ id: 7, createdBy: 'seed', createdAt: code.createdAt, specialCode: 'VINTER-VIP', activeFrom: '2031-01-02T08:05', activeTo: null, type: 1, packageId: 'HP1001' });
  });
});
