import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, inputOf } from './date-filter-draft.ts';

describe('a date filter row', () => {
  it('starts with hours 0 (spec section 9) and nothing else', () => {
    expect(draftOf()).toMatchObject({ name: '', isAnnual: false, dates: [], daysOfWeek: [], hours: '0' });
  });

  it('needs a name, whole hours of 0 or more, and a From date not after To', () => {
    const ok = { ...draftOf(), name: 'Påske' };
    expect(draftErrors(ok).size).toBe(0);
    expect([...draftErrors({ ...ok, name: ' ' }).keys()]).toEqual(['name']);
    for (const hours of ['', '-1', '1.5', 'x', '3000000000']) expect([...draftErrors({ ...ok, hours }).keys()], hours).toEqual(['hours']);
    expect([...draftErrors({ ...ok, fromDate: '2031-05-02', toDate: '2031-05-01' }).keys()]).toEqual(['toDate']);
  });

  it('sends empty dates as null and hours as a number', () => {
    expect(inputOf({ ...draftOf(), name: 'Påske', hours: '48', fromDate: '', toDate: '2031-04-21' })).toMatchObject({
      name: 'Påske',
      hours: 48,
      fromDate: null,
      toDate: '2031-04-21',
    });
  });
});
