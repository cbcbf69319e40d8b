import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import { blankBooking } from './booking-actions.ts';
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
