import { describe, expect, it } from 'vitest';
import type { Restriction } from '../../../contract/restrictions.ts';
import { availabilitySummary } from './availability-summary.ts';

const restriction = (id: number, priority: number, isGlobal: boolean, isProductAvailable: boolean): Restriction => ({
  id,
  priority,
  isGlobal,
  isProductAvailable,
  isDeleted: false,
  dateFilter: null,
});

describe('availabilitySummary', () => {
  it('says there are none', () => {
    expect(availabilitySummary([])).toEqual({ available: null, text: 'No restrictions', more: '' });
  });

  it('leads with the global restriction and counts the others', () => {
    expect(availabilitySummary([restriction(1, 0, true, true)])).toEqual({
      available: true,
      text: 'Available',
      more: '',
    });
    expect(availabilitySummary([restriction(2, 1, false, true), restriction(1, 0, true, false)])).toEqual({
      available: false,
      text: 'Unavailable',
      more: '+1 more restriction',
    });
    expect(
      availabilitySummary([
        restriction(1, 0, true, true),
        restriction(2, 1, false, false),
        restriction(3, 2, false, true),
      ]).more,
    ).toBe('+2 more restrictions');
  });

  it('only counts them when none is global', () => {
    expect(availabilitySummary([restriction(1, 0, false, true)])).toEqual({
      available: null,
      text: '1 restriction',
      more: '',
    });
    expect(availabilitySummary([restriction(1, 0, false, true), restriction(2, 1, false, false)]).text).toBe(
      '2 restrictions',
    );
  });
});
