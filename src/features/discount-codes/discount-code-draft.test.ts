import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES as M } from '../../../contract/codes.ts';
import { draftErrors, draftOf, inputOf, serverErrorText } from './discount-code-draft.ts';

const draft = (over: Partial<ReturnType<typeof draftOf>> = {}) => ({ ...draftOf(), code: 'HOST25', amount: '25', ...over });
const messages = (d: ReturnType<typeof draft>, others: string[] = []) => draftErrors(d, others).map((e) => e.message);

describe('a discount code row', () => {
  it('starts every day with nothing else filled in', () => {
    expect(draftOf()).toEqual({ code: '', amount: '', activeFrom: '', activeTo: '', daysOfWeek: [0, 1, 2, 3, 4, 5, 6] });
  });

  it("gives spec section 5's texts, in its order", () => {
    expect(messages(draft())).toEqual([]);
    expect(messages(draft({ code: '  ' }))).toEqual([M.empty]);
    expect(messages(draft({ code: 'helg20' }), ['HELG20'])).toEqual([M.taken]);
    expect(messages(draft({ amount: '' }))).toEqual([M.amountMissing]);
    expect(messages(draft({ amount: 'x' }))).toEqual([M.amountMissing]);
    expect(messages(draft({ amount: '100,5' }))).toEqual([M.amountHigh]);
    expect(messages(draft({ activeFrom: '2031-05-02T00:00', activeTo: '2031-05-01T00:00' }))).toEqual([M.order]);
    expect(messages(draft({ activeFrom: '2031-05-01T10:00', activeTo: '2031-05-01T10:00' }))).toEqual([M.order]);
    expect(messages(draft({ daysOfWeek: [] }))).toEqual([M.noDay]);
    expect(messages(draft({ code: '', amount: '', daysOfWeek: [] }))).toEqual([M.empty, M.amountMissing, M.noDay]);
  });

  it('sends the code trimmed, a decimal comma as a point, and no dates as null', () => {
    expect(inputOf(draft({ code: ' host25 ', amount: '12,5' }))).toEqual({ code: 'host25', amount: 12.5, activeFrom: null, activeTo: null, daysOfWeek: [0, 1, 2, 3, 4, 5, 6] });
  });

  it('shows a server refusal as the spec text when it is one', () => {
    expect(serverErrorText(409, 'whatever')).toBe(M.taken);
    expect(serverErrorText(400, `Invalid request: body.amount: ${M.amountHigh}`)).toBe(M.amountHigh);
    expect(serverErrorText(400, 'Invalid request: body.x: odd')).toBeNull();
    expect(serverErrorText(500, M.amountHigh)).toBeNull();
  });
});
