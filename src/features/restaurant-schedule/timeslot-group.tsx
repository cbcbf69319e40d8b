import type { ScheduleGroup } from '../../../contract/bookings.ts';
import type { DayView } from './day-view.ts';
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
const COLUMNS: ReadonlyArray<readonly [label: string, width: string, extra?: string]> = [
  ['Time', 'w-[15%]'],
  ['Seats left', 'w-[11%]'],
  ['Seat limit', 'w-[11%]'],
  ['Seats booked', 'w-[12%]'],
  ['Not arrived', 'w-[12%]'],
  ['Booked', 'w-auto'],
  ['Actions', 'w-44', 'text-right'],
];

/** One meal (Breakfast, Lunch, Dinner): its timeslots and, in the footer, the totals. */
export function TimeslotGroup({ group, view }: TimeslotGroupProps) {
  const totals = groupTotals(group);
  const headingId = `group-${group.restaurantMealId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
    >
      <h2 id={headingId} className="bg-primary-50 px-3 py-2 text-lg font-medium text-primary-900">
        {group.name}
      </h2>
      <table className="w-full table-fixed border-collapse">
        <colgroup>
          {COLUMNS.map(([label, width]) => (
            <col key={label} className={width} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-gray-200">
            {COLUMNS.map(([label, , extra]) => (
              <th key={label} className={extra ? `${th} ${extra}` : th} scope="col">
                {label}
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
          <tr className="border-t-2 border-gray-300 bg-gray-50 font-medium" aria-label={`${group.name} totals`}>
            <th scope="row" className="px-2 py-2 text-left">
              Total
            </th>
            <td className="px-2 py-2">{totals.seatsLeft} stk</td>
            <td className="px-2 py-2">{totals.seatsLimit} stk</td>
            <td className="px-2 py-2">{totals.seatsBooked} stk</td>
            <td className="px-2 py-2">{totals.notArrived} stk</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
