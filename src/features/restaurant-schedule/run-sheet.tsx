import dayjs from 'dayjs';
import { mealText } from '../../../contract/bookings.ts';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { useReadablePhone } from '../../ui/readable-phone.ts';
import { fieldName } from './door-words.ts';
import { formatSlotTime, shownBookings } from './schedule-math.ts';

export interface RunSheetProps {
  restaurant: string;
  date: string;
  /** The day as the screen shows it: the server's copy with the changes still waiting applied. */
  groups: readonly ScheduleGroup[];
  /** When the server's copy was fetched (epoch ms), or 0 when the device holds none. */
  asOf: number;
  /** Changes made on this device not yet sent. */
  waiting: number;
}

const seatsOf = (bookings: readonly ScheduleBooking[]) =>
  bookings.reduce((sum, booking) => sum + booking.bookedSeats, 0);
/** "3 bookings, 9 seats": the counts as digits alone ("1200 seats"), as the sheet has always printed them. */
const totals = (intl: IntlShape, bookings: readonly ScheduleBooking[]) =>
  intl.formatMessage(
    {
      id: 'door.runSheet.totals',
      defaultMessage:
        '{bookings, plural, one {{bookings, number, ::group-off} booking} other {{bookings, number, ::group-off} bookings}}, {seats, number, ::group-off} seats',
    },
    { bookings: bookings.length, seats: seatsOf(bookings) },
  );

/** The mark in an arrived guest's box. */
const TICK = '✓';

/** The bookings a host expects at the door: cancelled and withdrawn ones are not on the sheet. */
const expected = (bookings: readonly ScheduleBooking[]) => shownBookings(bookings, false);

/**
 * A slot of at most this many bookings is kept on one page (it fits, comments and all); a longer one starts where it
 * is and runs onto the next page, its head repeated there: kept whole, it would leave the page before it empty.
 */
const KEPT_WHOLE = 10;

/** A text as a CSS string (a restaurant's name in the page's margin): quotes and backslashes escaped, no breaks. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\s+/g, ' ')}"`;

/** Where the page's number and the count of pages go in "Page N of M" (characters no translation holds). */
const PAGE = '\uE000';
const PAGES = '\uE001';

/**
 * "Page N of M" in the language shown, as the CSS content of the pages' margin (index.css): the message's words as
 * CSS strings around the page counters, in the order the language puts them.
 */
function pageNumbers(intl: IntlShape): string {
  const text = intl.formatMessage(
    { id: 'door.runSheet.pageOf', defaultMessage: 'Page {page} of {pages}' },
    { page: PAGE, pages: PAGES },
  );
  return text
    .split(/(\uE000|\uE001)/)
    .filter((part) => part !== '')
    .map((part) => (part === PAGE ? 'counter(page)' : part === PAGES ? 'counter(pages)' : cssString(part)))
    .join(' ');
}

/**
 * The evening on paper (issue 31): by meal and slot, each expected booking with its time, guest, seats, tables, phone
 * and comment, and a box to tick; totals per slot, meal and day; a blocked slot marked "Blocked", with bookings or
 * not. Every page carries the title, restaurant and day, and its number (issue 41); a slot that runs onto the next
 * page repeats its line and column heads there. Made from what the device holds, so it prints offline and with the
 * server down. Shown only in print (the screen hides itself then; index.css sets the page).
 */
export function RunSheet({ restaurant, date, groups, asOf, waiting }: RunSheetProps) {
  const intl = useIntl();
  const readablePhone = useReadablePhone();
  const title = intl.formatMessage(
    { id: 'door.runSheet.title', defaultMessage: '{restaurant}: run sheet' },
    { restaurant },
  );
  const day = dayjs(date).format('dddd DD.MM.YYYY');
  const meals = groups
    .map((group) => ({
      group,
      slots: group.timeslots
        .map((slot) => ({ slot, bookings: expected(slot.bookings) }))
        .filter(({ slot, bookings }) => bookings.length > 0 || slot.isBlocked),
    }))
    .filter(({ slots }) => slots.length > 0);
  const all = meals.flatMap(({ slots }) => slots.flatMap(({ bookings }) => bookings));
  const margins = `:root { --run-sheet-head: ${cssString(`${title} · ${day}`)}; }\n:root { --run-sheet-page: ${pageNumbers(intl)}; }`;
  return (
    <article
      aria-label={intl.formatMessage({ id: 'door.runSheet.label', defaultMessage: 'Run sheet' })}
      className="hidden text-[10pt] leading-snug text-black print:block"
    >
      {/* What each page after the first carries at its top, and every page at its foot (index.css draws them). */}
      <style>{margins}</style>
      <header className="mb-3 border-b-2 border-black pb-2">
        <h1 className="text-[15pt] font-bold">{title}</h1>
        <p className="mt-1">
          {[
            day,
            asOf
              ? intl.formatMessage(
                  { id: 'door.runSheet.asOf', defaultMessage: 'as of {time}' },
                  { time: dayjs(asOf).format('HH:mm') },
                )
              : intl.formatMessage({
                  id: 'door.runSheet.noCopy',
                  defaultMessage: 'no copy of this day on this device',
                }),
            ...(waiting > 0
              ? [
                  intl.formatMessage(
                    {
                      id: 'door.runSheet.waiting',
                      defaultMessage: '{count, plural, one {# change} other {# changes}} not yet sent',
                    },
                    { count: waiting },
                  ),
                ]
              : []),
            totals(intl, all),
          ].join(' · ')}
        </p>
      </header>
      {meals.length === 0 && (
        <p>{intl.formatMessage({ id: 'door.runSheet.noBookings', defaultMessage: 'No bookings on this day.' })}</p>
      )}
      {meals.map(({ group, slots }) => (
        <section key={group.restaurantMealId} className="mb-4">
          <h2 className="mb-1 border-b border-black text-[12pt] font-bold break-after-avoid">
            {[
              mealText(intl, group.name),
              totals(
                intl,
                slots.flatMap(({ bookings }) => bookings),
              ),
            ].join(' · ')}
          </h2>
          {slots.map(({ slot, bookings }) => {
            const line = [
              formatSlotTime(slot.mealTime),
              ...(slot.isBlocked
                ? [intl.formatMessage({ id: 'door.runSheet.blocked', defaultMessage: 'Blocked' })]
                : []),
              totals(intl, bookings),
            ].join(' · ');
            return bookings.length === 0 ? (
              <p key={slot.mealTime} className="mb-2 py-0.5 font-bold">
                {line}
              </p>
            ) : (
              <table
                key={slot.mealTime}
                aria-label={line}
                className={`mb-2 w-full table-fixed border-collapse ${bookings.length <= KEPT_WHOLE ? 'break-inside-avoid' : ''}`}
              >
                <colgroup>
                  <col className="w-[6%]" />
                  <col className="w-[8%]" />
                  <col className="w-[24%]" />
                  <col className="w-[7%]" />
                  <col className="w-[10%]" />
                  <col className="w-[17%]" />
                  <col className="w-[28%]" />
                </colgroup>
                {/* The slot's line is a head row, so that a slot longer than a page repeats it on the next. */}
                <thead>
                  <tr>
                    <th scope="colgroup" colSpan={7} className="py-0.5 text-left text-[10pt]">
                      {line}
                    </th>
                  </tr>
                  <tr className="border-b border-black text-left text-[9pt]">
                    <th scope="col" className="font-normal">
                      {fieldName(intl, 'arrived')}
                    </th>
                    <th scope="col">{fieldName(intl, 'time')}</th>
                    <th scope="col">{intl.formatMessage({ id: 'door.runSheet.name', defaultMessage: 'Name' })}</th>
                    <th scope="col">{fieldName(intl, 'seats')}</th>
                    <th scope="col">{fieldName(intl, 'tables')}</th>
                    <th scope="col">{fieldName(intl, 'phone')}</th>
                    <th scope="col">{fieldName(intl, 'comment')}</th>
                  </tr>
                </thead>
                <tbody>
                  {bookings.map((booking) => (
                    <tr key={booking.bookingId} className="break-inside-avoid border-b border-gray-400 align-top">
                      <td className="py-1">
                        <span
                          aria-label={
                            booking.visited
                              ? intl.formatMessage({ id: 'door.runSheet.arrived', defaultMessage: 'arrived' })
                              : intl.formatMessage({ id: 'door.runSheet.notArrived', defaultMessage: 'not arrived' })
                          }
                          className="inline-flex size-4 items-center justify-center border border-black text-[9pt]"
                        >
                          {booking.visited ? TICK : ''}
                        </span>
                      </td>
                      <td className="py-1">{booking.bookingDateTime.slice(11, 16)}</td>
                      <td className="py-1 pr-2 wrap-anywhere">{booking.name}</td>
                      <td className="py-1">{booking.bookedSeats}</td>
                      <td className="py-1 pr-2 wrap-anywhere">{booking.tableNumbers.join(', ')}</td>
                      <td className="py-1 pr-2">{readablePhone(booking.phoneNumber)}</td>
                      <td className="py-1 wrap-anywhere whitespace-pre-line">{booking.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          })}
        </section>
      ))}
    </article>
  );
}
