import { describe, expect, it } from 'vitest';
import { actionLabel, blankBooking, errorMessage, tablesChange, updateBodyOf } from './booking-actions.ts';
import { doorProblems } from './customer-details.tsx';
import { inNorwegian } from './in-norwegian.testing.ts';

/** The door's words in Norwegian (issue 42, decision 039): the queue's labels, the toasts, the fields' checks. */
describe('the door in Norwegian', () => {
  inNorwegian();

  it('says what each change does in the queue, and the toasts, in Bokmål', () => {
    const kari = blankBooking({ bookingId: 1, name: 'Kari', bookedSeats: 2, bookingDateTime: '2026-12-04T19:30:00' });
    const tables = (before: string[], after: string[]) =>
      actionLabel({ kind: 'setTables', bookingId: 1, body: { ...updateBodyOf(kari, 1), tableNumbers: after }, before });
    expect(actionLabel({ kind: 'toggleArrived', bookingId: 1 }, kari)).toBe('Ankommet: Kari');
    expect(actionLabel({ kind: 'toggleArrived', bookingId: 1, visited: false }, kari)).toBe('Ikke ankommet: Kari');
    expect(tables([], ['6'])).toBe('Bord 6 lagt til: Kari');
    expect(tables(['6'], ['7'])).toBe('Bord 7 lagt til, bord 6 fjernet: Kari');
    expect(tablesChange(['6'], ['6'])).toBe('Bordene er uendret');
    expect(
      actionLabel({
        kind: 'create',
        clientId: -1,
        createdBy: 'Kari',
        body: { bookingDateTime: '2026-12-04T19:30:00', customerName: 'Ola', peopleCount: 2, restaurantId: 1 },
      }),
    ).toBe('Drop-in 2 pers. 19:30: Ola');
    expect(actionLabel({ kind: 'unblock', restaurantId: 1, mealTime: '2026-12-04T19:30:00' })).toBe(
      'Blokkering opphevet 19:30',
    );
    expect(errorMessage({ kind: 'block', restaurantId: 1, mealTime: '' })).toBe(
      'Det oppstod en feil under blokkering av tidspunktet',
    );
    expect(doorProblems({ name: ' ', phone: '', seats: 'x', comment: '' })).toEqual({
      name: 'Kundenavn må fylles ut',
      seats: 'Ugyldig tall',
    });
    // The contract's limits with the door's labels, in Bokmål.
    expect(doorProblems({ name: 'Kari', phone: '', seats: '501', comment: '' }).seats).toBe(
      'Plasser må være 500 eller mindre.',
    );
  });
});
