import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '../../../contract/history-fields.ts';
import { writerName } from '../../../contract/history-writers.ts';
import { readablePhone } from '../../../contract/phone.ts';
import {
  actionText,
  refsOf,
  revertRefusedText,
  showChange,
  showChanges,
  shownValue,
  whenParts,
  type NameOf,
} from './field-values.ts';
import { humanize, labelsFrom } from './history-values.ts';

const nameOf: NameOf = (ref, key) =>
  ({ restaurant: { 1: 'brasseriet' }, image: { 3: 'Spa pool' }, dateFilter: { 7: 'Weekend' } })[ref as 'restaurant']?.[
    Number(key) as 1
  ];
const context = { nameOf, phone: readablePhone };

describe('the history names fields as the screens do', () => {
  it('by the label of the screen that edits them: the door says Comment and Arrived', () => {
    expect(showChange('bookings', { field: 'message', before: 'Window', after: 'Allergies' })).toEqual({
      kind: 'values',
      label: 'Comment',
      before: 'Window',
      after: 'Allergies',
    });
    expect(showChange('bookings', { field: 'visited', before: false, after: true })).toMatchObject({
      label: 'Arrived',
      before: 'No',
      after: 'Yes',
    });
    expect(showChange('discount_codes', { field: 'amount', before: 10, after: 25 })?.label).toBe('Amount %');
  });

  it('leaves internal columns out, and a new record’s empty fields; the rest in the screen’s order', () => {
    expect(showChange('bookings', { field: 'source', before: 0, after: 2 })).toBeNull();
    const made = showChanges(
      {
        resource: 'bookings',
        action: 'create',
        changes: [
          { field: 'id', after: 41 },
          { field: 'restaurantId', after: 1 },
          { field: 'name', after: 'Hansen' },
          { field: 'phoneNumber', after: '+4799876543' },
          { field: 'email', after: '' },
          { field: 'message', after: 'Birthday' },
          { field: 'bookedSeats', after: 4 },
          { field: 'source', after: 2 },
          { field: 'clockBookingNumber', after: null },
          { field: 'brpOrderNumber', after: 'BRP-1' },
        ],
      },
      context,
    );
    expect(made.map((c) => (c.kind === 'values' ? `${c.label}: ${c.after}` : c.label))).toEqual([
      'Customer name: Hansen',
      'Phone: +47 99 87 65 43',
      'Seats: 4 stk',
      'Restaurant: brasseriet',
      'Comment: Birthday',
    ]);
  });

  it('names a field the table does not know by the label given, else from its name', () => {
    expect(
      showChange('images', { field: 'somethingNew', after: 'x' }, {}, labelsFrom({ somethingNew: 'New' })),
    ).toEqual({ kind: 'values', label: 'New', after: 'x' });
    expect(humanize('daysOfWeek')).toBe('Days of week');
  });
});

describe('the history shows values as the screens do', () => {
  const value = (resource: Parameters<typeof showChange>[0], field: string, after: unknown) => {
    const change = showChange(resource, { field, after }, context);
    return change?.kind === 'values' ? change.after : change;
  };

  it('prices in kroner, seats in stk, phones readable', () => {
    expect(value('hotel_packages', 'priceFrom', 1990)).toMatch(/^1\s990 kr$/);
    expect(value('spa_package_groups', 'displayedPrice', 890)).toBe('890 kr');
    expect(value('bookings', 'bookedSeats', 4)).toBe('4 stk');
    expect(value('blocked_customers', 'phoneNumber', '+4791234567')).toBe('+47 91 23 45 67');
    // Before the phone rules are loaded, a number shows as stored.
    expect(shownValue('+4791234567', { label: FIELD_LABELS.phone, shown: 'phone' })).toBe('+4791234567');
  });

  it('days of the week by name, Monday first; a change of them by the days that came and went', () => {
    expect(value('discount_codes', 'daysOfWeek', [6, 5])).toBe('Fri, Sat');
    expect(value('date_filters', 'daysOfWeek', [0, 1])).toBe('Mon, Sun');
    expect(showChange('discount_codes', { field: 'daysOfWeek', before: [1, 2], after: [2, 3] })).toEqual({
      kind: 'items',
      label: 'Days of week',
      added: ['Wed'],
      removed: ['Mon'],
    });
  });

  it('dates in the spec’s format of the screen: bookings, tables, alerts; clock times as HH:mm', () => {
    expect(value('bookings', 'bookingDateTime', '2026-11-26T18:30:00')).toBe('26.11.2026 18:30');
    expect(value('discount_codes', 'activeFrom', '2026-11-26T18:30:00')).toBe('2026-11-26 18:30');
    expect(value('checkout_alerts', 'activeTo', '2026-11-26')).toBe('2026-11-26');
    expect(value('date_filters', 'dates', ['2026-12-24', '2026-12-31'])).toBe('2026-12-24, 2026-12-31');
    expect(value('availability_rules', 'timeFrom', '12:00:00')).toBe('12:00');
  });

  it('other records by their names (by kind and key once gone), yes and no, fonts, order limits, nothing', () => {
    expect(value('bookings', 'restaurantId', 1)).toBe('brasseriet');
    expect(value('bookings', 'restaurantId', 9)).toBe('Restaurant 9');
    expect(value('hotel_packages', 'imageFk', 3)).toBe('Spa pool');
    expect(value('room_types', 'imageIds', [3, 4])).toBe('Spa pool, Image 4');
    expect(value('hotel_packages', 'displayOnSite', false)).toBe('No');
    expect(value('sections', 'titleFont', 1)).toBe('Playfair');
    expect(value('spa_products', 'orderLimit', -1)).toBe('Ordering disabled');
    expect(value('spa_products', 'orderLimit', 0)).toBe('No limit');
    expect(value('spa_products', 'orderLimit', 5)).toBe('5');
    expect(showChange('images', { field: 'alt', before: '', after: 'Pool' })).toMatchObject({ before: '(empty)' });
  });

  it("a list's items by their own fields, internal ones left out", () => {
    expect(
      showChange(
        'hotel_package_addons',
        { field: 'restrictions', added: [{ priority: 2, isGlobal: false, isProductAvailable: true, dateFilterFk: 7 }] },
        context,
      ),
    ).toEqual({
      kind: 'items',
      label: 'Restrictions',
      added: ['Date filter: Weekend, Available: Yes, Global: No, Priority: 2'],
      removed: [],
    });
    expect(
      showChange('day_passes', {
        field: 'includedServices',
        removed: [{ title: 'Bath', titleEn: 'Bath', position: 1 }],
      }),
    ).toMatchObject({ removed: ['Title: Bath, Title EN: Bath'] });
    expect(refsOf([{ resource: 'hotel_package_addons', changes: [{ field: 'restrictions', added: [] }] }])).toEqual(
      new Set(['dateFilter']),
    );
    expect(refsOf([{ resource: 'bookings', changes: [{ field: 'message', after: '' }] }])).toEqual(new Set());
  });

  it('a long text by its words', () => {
    const long = 'A long intro text that goes on for more than sixty characters, as intros do.';
    expect(showChange('hotel_packages', { field: 'introText', before: long, after: `${long} More.` })?.kind).toBe(
      'text',
    );
  });
});

describe('who and when', () => {
  it('names the writers that are no person as people say them', () => {
    expect(writerName('checkout-web')).toBe('Web checkout');
    expect(writerName('seed')).toBe('Demo data');
    expect(writerName('Kari Nordmann')).toBe('Kari Nordmann');
  });

  it('shows when a change was tapped on a tablet beside when it was stored, once they differ by a minute', () => {
    const at = '2026-11-26T14:53:20';
    expect(whenParts({ at, doneAt: null })).toEqual({ stored: '26.11.2026 14:53' });
    expect(whenParts({ at, doneAt: '2026-11-26T14:52:50' })).toEqual({ stored: '26.11.2026 14:53' });
    expect(whenParts({ at, doneAt: '2026-11-26T14:52:10' })).toEqual({ tapped: '26.11.2026 14:52', stored: '14:53' });
    expect(whenParts({ at: '2026-11-27T00:01:00', doneAt: '2026-11-26T23:58:00' })).toEqual({
      tapped: '26.11.2026 23:58',
      stored: '27.11.2026 00:01',
    });
  });

  it('says what an entry did, and why a revert was refused, in the screen’s words', () => {
    expect(actionText({ action: 'update', reverts: null })).toBe('Changed');
    expect(actionText({ action: 'create', reverts: null })).toBe('Created');
    expect(actionText({ action: 'update', reverts: 4 })).toBe('Reverted a change');
    expect(
      revertRefusedText(
        'bookings',
        { fields: ['message', 'visited'], changedBy: 'Ola Hansen', changedAt: '2026-11-26T17:05:00' },
        'x',
      ),
    ).toBe('Not reverted: Comment, Arrived were changed since, by Ola Hansen at 17:05.');
    expect(revertRefusedText('discount_codes', { fields: [] }, 'Not reverted: it is in use.')).toBe(
      'Not reverted: it is in use.',
    );
  });
});
