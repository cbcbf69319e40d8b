import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writerName } from '../../../contract/history-writers.ts';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { intlOf, type IntlShape } from '../../i18n/intl.ts';
import { actionText, revertRefusedText, showChange } from './field-values.ts';

/** History in Norwegian (decision 039): the screens' labels, the value words and the days in Bokmål. */
describe('the history in Norwegian', () => {
  let nb: IntlShape;
  beforeAll(async () => {
    nb = intlOf('nb', await loadCatalogue('nb'));
  });
  afterAll(async () => {
    await loadCatalogue('en');
  });

  it('names the fields and says the values in Bokmål', () => {
    expect(showChange('bookings', { field: 'visited', before: false, after: true }, { intl: nb })).toMatchObject({
      label: 'Ankommet',
      before: 'Nei',
      after: 'Ja',
    });
    expect(showChange('bookings', { field: 'bookedSeats', after: 4 }, { intl: nb })).toMatchObject({
      label: 'Plasser',
      after: '4 stk',
    });
    expect(showChange('discount_codes', { field: 'daysOfWeek', after: [6, 5] }, { intl: nb })).toMatchObject({
      label: 'Ukedager',
      after: 'fr., lø.',
    });
    expect(
      showChange('bookings', { field: 'status', before: 'Created', after: 'Cancelled' }, { intl: nb }),
    ).toMatchObject({ label: 'Status', before: 'Opprettet', after: 'Avbestilt' });
    // English says the status as the API does.
    expect(showChange('bookings', { field: 'status', before: 'Created', after: 'Withdrawn' })).toMatchObject({
      before: 'Created',
      after: 'Withdrawn',
    });
    const nameOf = () => 'Dinner';
    expect(
      showChange('availability_rules', { field: 'restaurantMealId', after: 3 }, { intl: nb, nameOf }),
    ).toMatchObject({ label: 'Måltid', after: 'Middag' });
    expect(showChange('images', { field: 'alt', before: '', after: 'Basseng' }, { intl: nb })).toMatchObject({
      before: '(tom)',
    });
    expect(showChange('hotel_packages', { field: 'imageFk', after: 12 }, { intl: nb })).toMatchObject({
      after: 'Bilde 12',
    });
  });

  it('names the writers and the actions, and why a revert was refused', () => {
    expect(writerName('checkout-web', nb)).toBe('Nettkassen');
    expect(writerName('Kari Nordmann', nb)).toBe('Kari Nordmann');
    expect(actionText({ action: 'update', reverts: 3 }, nb)).toBe('Angret en endring');
    expect(
      revertRefusedText(
        'bookings',
        { fields: ['message', 'visited'], changedBy: 'seed', changedAt: '2026-11-26T17:05:00' },
        undefined,
        undefined,
        nb,
      ),
    ).toBe('Ikke angret: feltene Kommentar, Ankommet er endret siden, av Demodata kl. 17:05.');
    expect(revertRefusedText('discount_codes', { fields: ['amount'] }, undefined, undefined, nb)).toBe(
      'Ikke angret: feltet Rabatt % er endret siden.',
    );
  });
});
