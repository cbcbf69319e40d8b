import { wallTime } from '../../../contract/booking-changes.ts';
import type { BookingChange, CreateBooking, UpdateBooking } from '../../../contract/booking-writes.ts';
import { bookingChangesPath, type ScheduleBooking } from '../../../contract/bookings.ts';
import { blankBooking } from '../../entities/schedule/schedule-data.ts';
import { intl } from '../../i18n/intl.ts';

export { blankBooking };

/**
 * Every change a host makes at the door, as data: one kind per mutation, each with its own request shape.
 * Kept as plain data so that it can be stored (the offline outbox), applied optimistically to a cached
 * schedule (`applyAction`, apply-booking-action.ts) and turned into its HTTP request (`toRequest`).
 */
export type BookingAction =
  /**
   * `visited`: what the host made it (arrived or not), so that the change shows the same whatever the cached day
   * says meanwhile; entries stored before it existed lack it and toggle.
   */
  | { kind: 'toggleArrived'; bookingId: number; visited?: boolean }
  /**
   * `before`: the tables the booking had when the host changed them: the change is sent as the tables added and
   * removed (docs/decisions/028-door-intents.md), so another tablet's tables stay. `shared`: tables the host saw
   * taken by another party and gave anyway. Entries stored before intents lack `before` and send the whole booking.
   */
  | { kind: 'setTables'; bookingId: number; body: UpdateBooking; before?: string[]; shared?: string[] }
  /** `before`: the booking as the host saw it when editing: only the fields the host changed are sent. */
  | { kind: 'update'; bookingId: number; body: UpdateBooking; before?: UpdateBooking }
  | { kind: 'create'; clientId: number; body: CreateBooking; createdBy: string }
  | { kind: 'cancel'; bookingId: number }
  | { kind: 'block'; restaurantId: number; mealTime: string }
  | { kind: 'unblock'; restaurantId: number; mealTime: string };

export interface ApiRequestShape {
  method: 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** The HTTP call of an action (spec section 7, Restaurant bookings). */
export function toRequest(action: BookingAction): ApiRequestShape {
  switch (action.kind) {
    case 'toggleArrived':
      return {
        method: 'POST',
        path: `restaurant/v2/booking/${action.bookingId}/toggle-completion`,
        ...(action.visited === undefined ? {} : { query: { visited: String(action.visited) } }),
      };
    case 'setTables':
    case 'update': {
      const changes = changesOf(action);
      if (!changes) return { method: 'PUT', path: `restaurant/v2/bookings/${action.bookingId}`, body: action.body };
      return { method: 'POST', path: bookingChangesPath(action.bookingId), body: { changes } };
    }
    case 'create':
      return { method: 'POST', path: 'restaurant/v2/bookings/simple', body: action.body };
    case 'cancel':
      return { method: 'POST', path: `restaurant/v2/booking/${action.bookingId}/cancel` };
    case 'block':
    case 'unblock':
      return {
        method: 'POST',
        path: `restaurant/v2/bookings/mealTimes/${action.kind}`,
        query: { restaurantId: action.restaurantId, mealTime: action.mealTime },
      };
  }
}

/** The tables a change adds and removes, each once: `before` → `after`. */
export function tableChanges(before: readonly string[], after: readonly string[], shared: readonly string[] = []) {
  return [
    ...after
      .filter((table) => !before.includes(table))
      .map((table): BookingChange => ({
        type: 'addTable',
        table,
        ...(shared.includes(table) ? { shared: true } : {}),
      })),
    ...before.filter((table) => !after.includes(table)).map((table): BookingChange => ({ type: 'removeTable', table })),
  ];
}

/**
 * What a table change or an edit did, as the changes the server applies to the booking as it is then: only what the
 * host changed (decision 028). Undefined for an entry stored before intents (no `before`): it sends the whole booking.
 */
export function changesOf(
  action: Extract<BookingAction, { kind: 'setTables' | 'update' }>,
): BookingChange[] | undefined {
  if (!action.before) return undefined;
  const { body } = action;
  if (action.kind === 'setTables') return tableChanges(action.before, body.tableNumbers ?? [], action.shared);
  // Each field set says what the host saw (`from`): if another host set it meanwhile, the server asks (decision 036).
  const before = action.before;
  const changes: BookingChange[] = [];
  if (body.name !== before.name) changes.push({ type: 'setName', name: body.name, from: before.name });
  const [phone, phoneBefore] = [body.phoneNumber ?? '', before.phoneNumber ?? ''];
  if (phone !== phoneBefore) changes.push({ type: 'setPhone', phoneNumber: phone, from: phoneBefore });
  if (body.bookedSeats !== before.bookedSeats)
    changes.push({ type: 'setSeats', bookedSeats: body.bookedSeats, from: before.bookedSeats });
  const [message, messageBefore] = [body.message ?? '', before.message ?? ''];
  if (message !== messageBefore) changes.push({ type: 'setMessage', message, from: messageBefore });
  if (wallTime(body.bookingDateTime) !== wallTime(before.bookingDateTime))
    changes.push({ type: 'move', bookingDateTime: body.bookingDateTime, from: wallTime(before.bookingDateTime) });
  return [...changes, ...tableChanges(before.tableNumbers ?? [], body.tableNumbers ?? [])];
}

/** The toast of spec section 8 for a failed action, in the language shown. */
export function errorMessage(action: BookingAction): string {
  const shown = intl();
  switch (action.kind) {
    case 'toggleArrived':
    case 'setTables':
      return shown.formatMessage({
        id: 'door.toast.updateVisitError',
        defaultMessage: 'There was an error while updating visit.',
      });
    case 'create':
      return shown.formatMessage({
        id: 'door.toast.addBookingError',
        defaultMessage: 'There was an error adding booking',
      });
    case 'block':
    case 'unblock':
      return shown.formatMessage({
        id: 'door.toast.blockError',
        defaultMessage: 'There was an error blocking timeslot',
      });
    case 'cancel':
      return shown.formatMessage({
        id: 'door.toast.deleteError',
        defaultMessage: 'There was an error while deleting item.',
      });
    case 'update':
      return shown.formatMessage({
        id: 'door.toast.saveError',
        defaultMessage: 'There was an error while saving item.',
      });
  }
}

/** What the host sees of a booking when they act on it: enough to say what the action does. */
export type ActionSubject = Pick<ScheduleBooking, 'name' | 'visited' | 'tableNumbers'>;

/**
 * What an action does, in the host's words, for the queue panel: "Arrived: Kari" / "Not arrived: Kari",
 * "Table 6 added: Kari", "Walk-in 2 pers 19:30: Kari", "Blocked 19:30"... `booking` is the booking as shown
 * when the host acted (its arrived state and tables before the tap). Said in the language shown at the tap: the
 * queue keeps it as said then.
 */
export function actionLabel(action: BookingAction, booking?: ActionSubject): string {
  const shown = intl();
  const name = booking?.name ?? '';
  switch (action.kind) {
    case 'toggleArrived':
      return (action.visited ?? !booking?.visited)
        ? shown.formatMessage({ id: 'door.action.arrived', defaultMessage: 'Arrived: {name}' }, { name })
        : shown.formatMessage({ id: 'door.action.notArrived', defaultMessage: 'Not arrived: {name}' }, { name });
    case 'setTables':
      return shown.formatMessage(
        { id: 'door.action.tables', defaultMessage: '{change}: {name}' },
        {
          change: tablesChange(action.before ?? booking?.tableNumbers ?? [], action.body.tableNumbers ?? []),
          name: action.body.name,
        },
      );
    case 'update':
      return shown.formatMessage(
        { id: 'door.action.edited', defaultMessage: 'Edited: {name}' },
        { name: action.body.name },
      );
    case 'cancel':
      return shown.formatMessage({ id: 'door.action.cancelled', defaultMessage: 'Cancelled: {name}' }, { name });
    case 'create':
      return shown.formatMessage(
        { id: 'door.action.walkIn', defaultMessage: 'Walk-in {seats} pers {time}: {name}' },
        {
          seats: String(action.body.peopleCount),
          time: hhmm(action.body.bookingDateTime),
          name: action.body.customerName,
        },
      );
    case 'block':
      return shown.formatMessage(
        { id: 'door.action.blocked', defaultMessage: 'Blocked {time}' },
        { time: hhmm(action.mealTime) },
      );
    case 'unblock':
      return shown.formatMessage(
        { id: 'door.action.unblocked', defaultMessage: 'Unblocked {time}' },
        { time: hhmm(action.mealTime) },
      );
  }
}

/** "Table 6 added", "Tables 6, 7 removed", "Table 7 added, table 6 removed", "Tables unchanged". */
export function tablesChange(before: readonly string[], after: readonly string[]): string {
  const shown = intl();
  const added = after.filter((table) => !before.includes(table));
  const removed = before.filter((table) => !after.includes(table));
  const values = {
    addedCount: added.length,
    added: added.join(', '),
    removedCount: removed.length,
    removed: removed.join(', '),
  };
  if (added.length > 0 && removed.length > 0)
    return shown.formatMessage(
      {
        id: 'door.action.tablesAddedAndRemoved',
        defaultMessage:
          '{addedCount, plural, one {Table {added} added} other {Tables {added} added}}, {removedCount, plural, one {table {removed} removed} other {tables {removed} removed}}',
      },
      values,
    );
  if (added.length > 0)
    return shown.formatMessage(
      {
        id: 'door.action.tablesAdded',
        defaultMessage: '{addedCount, plural, one {Table {added} added} other {Tables {added} added}}',
      },
      values,
    );
  if (removed.length > 0)
    return shown.formatMessage(
      {
        id: 'door.action.tablesRemoved',
        defaultMessage: '{removedCount, plural, one {Table {removed} removed} other {Tables {removed} removed}}',
      },
      values,
    );
  return shown.formatMessage({ id: 'door.action.tablesUnchanged', defaultMessage: 'Tables unchanged' });
}

/** Same tables, in any order. */
export function sameTables(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((table) => b.includes(table));
}

/** "19:30" of "2026-11-24T19:30:00" (or "…T19:30"). */
function hhmm(dateTime: string): string {
  return dateTime.slice(11, 16);
}

/** The update body of a booking as it stands, the base of table changes and edits. */
export function updateBodyOf(booking: ScheduleBooking, restaurantId: number): UpdateBooking {
  return {
    name: booking.name,
    bookedSeats: booking.bookedSeats,
    bookingDateTime: booking.bookingDateTime,
    restaurantId,
    phoneNumber: booking.phoneNumber,
    tableNumbers: booking.tableNumbers,
    message: booking.message,
  };
}
