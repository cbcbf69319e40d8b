import { mealText } from '../../../contract/bookings.ts';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import { defineMessages, useIntl } from '../../i18n/intl.ts';
import type { DayView } from './day-view.ts';
import { stk } from './door-words.ts';
import { groupTotals } from './schedule-math.ts';
import { TimeslotRow } from './timeslot-row.tsx';

export interface TimeslotGroupProps {
  group: ScheduleGroup;
  view: DayView;
}

const th = 'px-2 py-2 text-left text-xs font-medium uppercase tracking-wide text-gray-600';
/**
 * The slot table's columns: each with its width and the classes it adds to `th`. The widths are fixed (a fixed
 * table layout), so Breakfast, Lunch and Dinner line up column by column whatever their contents (issue 30).
 */
const HEADS = defineMessages({
  time: { id: 'door.slots.column.time', defaultMessage: 'Time' },
  seatsLeft: { id: 'door.slots.column.seatsLeft', defaultMessage: 'Seats left' },
  seatLimit: { id: 'door.slots.column.seatLimit', defaultMessage: 'Seat limit' },
  seatsBooked: { id: 'door.slots.column.seatsBooked', defaultMessage: 'Seats booked' },
  notArrived: { id: 'door.slots.column.notArrived', defaultMessage: 'Not arrived' },
  booked: { id: 'door.slots.column.booked', defaultMessage: 'Booked' },
  actions: { id: 'door.slots.column.actions', defaultMessage: 'Actions' },
});
const COLUMNS: ReadonlyArray<readonly [head: keyof typeof HEADS, width: string, extra?: string]> = [
  ['time', 'w-[15%]'],
  ['seatsLeft', 'w-[11%]'],
  ['seatLimit', 'w-[11%]'],
  ['seatsBooked', 'w-[12%]'],
  ['notArrived', 'w-[12%]'],
  ['booked', 'w-auto'],
  ['actions', 'w-44', 'text-right'],
];

/** One meal (Breakfast, Lunch, Dinner): its timeslots and, in the footer, the totals. */
export function TimeslotGroup({ group, view }: TimeslotGroupProps) {
  const intl = useIntl();
  const meal = mealText(intl, group.name);
  const totals = groupTotals(group);
  const headingId = `group-${group.restaurantMealId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
    >
      <h2 id={headingId} className="bg-primary-50 px-3 py-2 text-lg font-medium text-primary-900">
        {meal}
      </h2>
      <table className="w-full table-fixed border-collapse">
        <colgroup>
          {COLUMNS.map(([head, width]) => (
            <col key={head} className={width} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-gray-200">
            {COLUMNS.map(([head, , extra]) => (
              <th key={head} className={extra ? `${th} ${extra}` : th} scope="col">
                {intl.formatMessage(HEADS[head])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.timeslots.map((slot) => (
            <TimeslotRow key={slot.mealTime} slot={slot} view={view} />
          ))}
        </tbody>
        <tfoot>
          <tr
            className="border-t-2 border-gray-300 bg-gray-50 font-medium"
            aria-label={intl.formatMessage({ id: 'door.slots.totalsOf', defaultMessage: '{meal} totals' }, { meal })}
          >
            <th scope="row" className="px-2 py-2 text-left">
              {intl.formatMessage({ id: 'door.slots.total', defaultMessage: 'Total' })}
            </th>
            <td className="px-2 py-2">{stk(intl, totals.seatsLeft)}</td>
            <td className="px-2 py-2">{stk(intl, totals.seatsLimit)}</td>
            <td className="px-2 py-2">{stk(intl, totals.seatsBooked)}</td>
            <td className="px-2 py-2">{stk(intl, totals.notArrived)}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
