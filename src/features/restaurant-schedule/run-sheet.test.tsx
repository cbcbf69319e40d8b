import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import { IntlContext } from '../../i18n/intl.ts';
import { blankBooking } from './booking-actions.ts';
import { inNorwegian } from './in-norwegian.testing.ts';
import { RunSheet } from './run-sheet.tsx';

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const slot = (time: string, isBlocked: boolean, bookings: ScheduleGroup['timeslots'][number]['bookings']) => ({
  mealTime: `2026-12-04T${time}:00`,
  seatsLimit: 6,
  seatsBooked: 0,
  isBlocked,
  persons: 0,
  bookings,
});

describe('RunSheet', () => {
  it('marks blocked slots, with bookings or without; leaves out open slots with none', () => {
    const guest = blankBooking({ bookingId: 1, name: 'Aas', bookedSeats: 2, bookingDateTime: '2026-12-04T18:30:00' });
    const gone = blankBooking({ bookingId: 2, name: 'Gone', status: 'Cancelled' });
    const groups: ScheduleGroup[] = [
      {
        name: 'Dinner',
        restaurantMealId: 3,
        timeslots: [slot('18:00', false, [gone]), slot('18:30', true, [guest]), slot('19:00', true, [gone])],
      },
    ];
    render(<RunSheet restaurant="brasseriet" date="2026-12-04" groups={groups} asOf={0} waiting={0} />);
    expect(screen.getByRole('table', { name: '18:30 · Blocked · 1 booking, 2 seats' })).toBeInTheDocument();
    expect(screen.getByText('19:00 · Blocked · 0 bookings, 0 seats')).toBeInTheDocument();
    expect(screen.queryByText(/^18:00/)).toBeNull();
  });

  it('gives the title, restaurant and day to every page’s margin (index.css draws them)', () => {
    const { container } = render(
      <RunSheet restaurant={'Mori "2"\nbar\\'} date="2026-12-04" groups={[]} asOf={0} waiting={0} />,
    );
    // The name's quotes and backslash escaped, its line break a space: one CSS string.
    expect(container.querySelector('style')).toHaveTextContent(
      ':root { --run-sheet-head: "Mori \\"2\\" bar\\\\: run sheet · Friday 04.12.2026"; }',
    );
  });
});

describe('RunSheet in Norwegian (issue 42)', () => {
  const nb = inNorwegian();

  it('prints the run sheet in Bokmål: its title, the weekday, the meal, counts by plural, and "Side N av M"', () => {
    const aas = blankBooking({ bookingId: 1, name: 'Aas', bookedSeats: 1, bookingDateTime: '2026-12-04T18:30:00' });
    const berg = blankBooking({ bookingId: 2, name: 'Berg', bookedSeats: 3, bookingDateTime: '2026-12-04T19:00:00' });
    const dahl = blankBooking({ bookingId: 3, name: 'Dahl', bookedSeats: 2, bookingDateTime: '2026-12-04T19:00:00' });
    const groups: ScheduleGroup[] = [
      {
        name: 'Dinner',
        restaurantMealId: 3,
        timeslots: [slot('18:30', true, [aas]), slot('19:00', false, [berg, dahl])],
      },
    ];
    const { container } = render(
      <IntlContext.Provider value={nb()}>
        <RunSheet restaurant="brasseriet" date="2026-12-04" groups={groups} asOf={0} waiting={2} />
      </IntlContext.Provider>,
    );
    expect(screen.getByRole('article', { name: 'Kjøreliste' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('brasseriet: kjøreliste');
    expect(container.querySelector('header p')).toHaveTextContent(
      'fredag 04.12.2026 · ingen kopi av denne dagen på denne enheten · 2 endringer ikke sendt ennå · 3 bestillinger, 6 plasser',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Middag · 3 bestillinger, 6 plasser');
    expect(screen.getByRole('table', { name: '18:30 · Blokkert · 1 bestilling, 1 plass' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '19:00 · 2 bestillinger, 5 plasser' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Ankommet', 'Tid', 'Navn', 'Plasser', 'Bord', 'Telefon', 'Kommentar']),
    );
    expect(screen.getAllByLabelText('ikke ankommet')).toHaveLength(3);
    // The pages' margins (index.css): the head, and the page's number in Norwegian.
    expect(container.querySelector('style')).toHaveTextContent(
      ':root { --run-sheet-head: "brasseriet: kjøreliste · fredag 04.12.2026"; }',
    );
    expect(container.querySelector('style')).toHaveTextContent(
      ':root { --run-sheet-page: "Side " counter(page) " av " counter(pages); }',
    );
  });
});
