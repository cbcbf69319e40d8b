import type { Restaurant } from '../../../contract/restaurants.ts';
import type { BookingMarks } from './schedule-outbox.ts';

/**
 * What the page shows every timeslot of the day against: the restaurant and day, the toolbar's choices, and the
 * bookings with changes waiting or refused. One object handed down, so a group or row takes what the page chose.
 */
export interface DayView {
  restaurant: Restaurant;
  date: string;
  showComments: boolean;
  showWithdrawn: boolean;
  /** Bookings with changes waiting to be sent, and those the server refused. */
  marks: BookingMarks;
  /** The day shown is not the picker's (another day is loading): nothing on it may be changed. */
  stale: boolean;
  /**
   * So many booking rows are open (a busy day) that each open timeslot draws whole only the rows near the window, the
   * others as light stand-ins (`WindowedList`); a usual day draws every row whole.
   */
  windowed: boolean;
}
