import type { ScheduleBooking } from '../../../contract/bookings.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useBookingAction } from './api/use-booking-action.ts';
import { updateBodyOf } from './booking-actions.ts';
import { tableName } from './door-words.ts';
import { formatSlotTime, isInactive } from './schedule-math.ts';

/** A booking's tables at the door: each removable, and + Table, which asks first for one another party holds. */

/** The mark on a table's remove button (its name is the button's label). */
const REMOVE_MARK = '×';

/** Who else holds a table in the slot: "Hansen", "Hansen and Berg" ("Hansen og Berg"). */
const holders = (intl: IntlShape, others: readonly ScheduleBooking[]) =>
  others
    .map((other) => other.name)
    .reduce((list, name) =>
      intl.formatMessage({ id: 'door.tables.holders', defaultMessage: '{list} and {name}' }, { list, name }),
    );

interface BookingTablesProps {
  booking: ScheduleBooking;
  restaurant: Restaurant;
  /** The tables held in this booking's slot, with the bookings holding them. */
  taken: ReadonlyMap<string, readonly ScheduleBooking[]>;
  /** Another day is loading: nothing on this one may be changed. */
  disabled: boolean;
}

/** The booking's tables, added or removed one at a time and saved at once; none while the booking is withdrawn. */
export function BookingTables({ booking, restaurant, taken, disabled }: BookingTablesProps) {
  const intl = useIntl();
  const run = useBookingAction(restaurant.id);
  const confirm = useConfirm();
  const inactive = isInactive(booking);
  const locked = inactive || disabled;
  const freeTables = restaurant.tables.filter((table) => !booking.tableNumbers.includes(table));
  const heldBy = (table: string) => (taken.get(table) ?? []).filter((other) => other.bookingId !== booking.bookingId);

  const setTables = (tableNumbers: string[], shared?: string) =>
    run(
      {
        kind: 'setTables',
        bookingId: booking.bookingId,
        body: { ...updateBodyOf(booking, restaurant.id), tableNumbers },
        before: booking.tableNumbers,
        ...(shared === undefined ? {} : { shared: [shared] }),
      },
      booking,
    );

  const addTable = async (table: string) => {
    const others = heldBy(table);
    if (
      others.length > 0 &&
      !(await confirm({
        title: intl.formatMessage({ id: 'door.tables.takenTitle', defaultMessage: 'Table taken' }),
        message: intl.formatMessage(
          {
            id: 'door.tables.takenQuestion',
            defaultMessage: 'Table {table} is already taken by {holders} at {time}. Give it to {name} too?',
          },
          { table, holders: holders(intl, others), time: formatSlotTime(booking.bookingDateTime), name: booking.name },
        ),
      }))
    ) {
      return;
    }
    // Given although taken: the host saw it, so another party holding it is no conflict when it reaches the server.
    setTables([...booking.tableNumbers, table], others.length > 0 ? table : undefined);
  };

  return (
    <div
      role="group"
      className="flex flex-wrap items-center gap-1"
      aria-label={intl.formatMessage({ id: 'door.tables.group', defaultMessage: 'Tables' })}
    >
      {booking.tableNumbers.map((table) => (
        <span
          key={table}
          className="inline-flex items-center rounded-full bg-primary-100 pl-3 text-sm text-primary-900"
        >
          {tableName(intl, table)}
          <button
            type="button"
            aria-label={intl.formatMessage(
              { id: 'door.tables.remove', defaultMessage: 'Remove table {table} from {name}' },
              { table, name: booking.name },
            )}
            disabled={locked}
            onClick={() => setTables(booking.tableNumbers.filter((t) => t !== table))}
            className="flex min-h-touch min-w-touch items-center justify-center rounded-full text-lg leading-none hover:bg-primary-200"
          >
            {REMOVE_MARK}
          </button>
        </span>
      ))}
      {!inactive && freeTables.length > 0 && (
        <SelectField
          label={intl.formatMessage(
            { id: 'door.tables.addTo', defaultMessage: 'Add table to {name}' },
            { name: booking.name },
          )}
          hideLabel
          selectClassName="text-sm"
          value=""
          disabled={disabled}
          onChange={(table) => {
            if (table) void addTable(table);
          }}
          placeholder={intl.formatMessage({ id: 'door.tables.add', defaultMessage: '+ Table' })}
          options={freeTables.map((table) => {
            const others = heldBy(table);
            return {
              value: table,
              label:
                others.length > 0
                  ? intl.formatMessage(
                      { id: 'door.tables.takenOption', defaultMessage: 'Table {table} (taken: {holders})' },
                      { table, holders: holders(intl, others) },
                    )
                  : tableName(intl, table),
            };
          })}
        />
      )}
    </div>
  );
}
