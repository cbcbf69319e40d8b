import { describe, expect, it } from 'vitest';
import { actionText, humanize, labelsFrom, revertRefusedText, showChange, shown } from './history-values.ts';

const labelOf = labelsFrom(new Map([['amount', 'Amount %']]));

describe('history values', () => {
  it('names a field by the screen’s label, else from its name', () => {
    expect(labelOf('amount')).toBe('Amount %');
    expect(labelOf('introTextEn')).toBe('Intro text en');
    expect(humanize('daysOfWeek')).toBe('Days of week');
  });

  it('shows values as a person reads them', () => {
    expect(shown(null)).toBe('(empty)');
    expect(shown('')).toBe('(empty)');
    expect(shown(true)).toBe('Yes');
    expect(shown('2026-11-26')).toBe('26.11.2026');
    expect(shown('2026-11-26T18:30:00')).toBe('26.11.2026 18:30');
    expect(shown([1, 2])).toBe('1, 2');
    expect(shown({ priority: 1, isGlobal: false })).toBe('Priority: 1, Is global: No');
  });

  it('shows a field as before → after, a list by what came and went, a long text by its words', () => {
    expect(showChange({ field: 'amount', before: 10, after: 25 }, labelOf)).toEqual({
      kind: 'values',
      label: 'Amount %',
      before: '10',
      after: '25',
    });
    expect(showChange({ field: 'daysOfWeek', before: [1, 2], after: [2, 3] }, labelOf)).toEqual({
      kind: 'items',
      label: 'Days of week',
      added: ['3'],
      removed: ['1'],
    });
    expect(showChange({ field: 'hotelPackages', added: ['HP1001'], removed: [] }, labelOf)).toMatchObject({
      kind: 'items',
      added: ['HP1001'],
    });
    const long = 'A long intro text that goes on for more than sixty characters, as intros do.';
    expect(showChange({ field: 'introText', before: long, after: `${long} More.` }, labelOf).kind).toBe('text');
    expect(showChange({ field: 'code', after: 'X' }, labelOf)).toEqual({ kind: 'values', label: 'Code', after: 'X' });
  });

  it('says what an entry did, and why a revert was refused, in the screen’s words', () => {
    expect(actionText({ action: 'update', reverts: null })).toBe('Changed');
    expect(actionText({ action: 'create', reverts: null })).toBe('Created');
    expect(actionText({ action: 'update', reverts: 4 })).toBe('Reverted a change');
    expect(
      revertRefusedText(
        { fields: ['amount'], changedBy: 'Ola Hansen', changedAt: '2026-11-26T17:05:00' },
        'x',
        labelOf,
      ),
    ).toBe('Not reverted: Amount % was changed since, by Ola Hansen at 17:05.');
    expect(revertRefusedText({ fields: [] }, 'Not reverted: it is in use.', labelOf)).toBe(
      'Not reverted: it is in use.',
    );
  });
});
