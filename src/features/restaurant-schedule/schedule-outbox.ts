import type { QueryClient } from '@tanstack/react-query';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import type { OutboxEntry } from '../../offline/db.ts';
import type { NewEntry } from '../../offline/outbox.ts';
import type { ScheduleEvent } from '../../../contract/live.ts';
import { applyScheduleEvent, mapBookings, removeBooking } from '../../entities/schedule/schedule-data.ts';
import { scheduleKeys } from '../../entities/schedule/schedule-queries.ts';
import { notify } from '../../ui/notifications.ts';
import { applyAction, applyToBooking, isInPlace, type InPlaceAction } from './apply-booking-action.ts';
import { actionLabel, errorMessage, sameTables, toRequest, type BookingAction } from './booking-actions.ts';

export const SCHEDULE_SCOPE_PREFIX = 'schedule:';
export const scheduleScope = (restaurantId: number) => `${SCHEDULE_SCOPE_PREFIX}${restaurantId}`;

/** How a host action is queued: its request, its order (per booking, per slot), coalescing and client-id refs. */
export function toOutboxEntry(action: BookingAction, restaurantId: number, label: string): Omit<NewEntry, 'userId'> {
  const base = { label, payload: action, scope: scheduleScope(restaurantId), request: toRequest(action) };
  switch (action.kind) {
    case 'toggleArrived':
      return {
        ...base,
        orderKey: `booking:${action.bookingId}`,
        coalesce: { key: `arrived:${action.bookingId}`, mode: 'toggle' },
        refs: refsOf(action.bookingId),
      };
    case 'setTables':
      return {
        ...base,
        orderKey: `booking:${action.bookingId}`,
        coalesce: { key: `tables:${action.bookingId}`, mode: 'replace' },
        refs: refsOf(action.bookingId),
        combine: (waiting) => combineTables(waiting.payload as BookingAction, action),
      };
    case 'update':
    case 'cancel':
      return { ...base, orderKey: `booking:${action.bookingId}`, refs: refsOf(action.bookingId) };
    case 'create':
      return {
        ...base,
        orderKey: `booking:${action.clientId}`,
        creates: { clientId: action.clientId, idField: 'bookingId' },
      };
    case 'block':
    case 'unblock':
      return { ...base, orderKey: `slot:${action.restaurantId}:${action.mealTime}` };
  }
}

/**
 * A run of table changes not yet sent is one change from the tables before the run to the last set: labelled so
 * ("Tables 6, 7 added"), or nothing at all when the run ends where it started (a table added, then removed).
 */
export function combineTables(waiting: BookingAction, next: Extract<BookingAction, { kind: 'setTables' }>) {
  const before = waiting.kind === 'setTables' ? waiting.before : undefined;
  if (!before) return { label: actionLabel(next), payload: next, request: toRequest(next) };
  if (sameTables(before, next.body.tableNumbers ?? [])) return null;
  const shared = [
    ...new Set([...(waiting.kind === 'setTables' ? (waiting.shared ?? []) : []), ...(next.shared ?? [])]),
  ];
  const combined = { ...next, before, ...(shared.length ? { shared } : {}) };
  return { label: actionLabel(combined), payload: combined, request: toRequest(combined) };
}

/** Bookings created offline carry negative client ids until the server's id is known. */
function refsOf(bookingId: number): number[] {
  return bookingId < 0 ? [bookingId] : [];
}

/**
 * The day as the host should see it: the server's data with every change still waiting applied on top. A change
 * the server refused (`failed`) is not: the screen shows the server's truth at once (the queue panel keeps the
 * change, its reason, Retry and Discard).
 */
export function withPending(
  groups: ScheduleGroup[],
  date: string,
  entries: readonly OutboxEntry[],
  restaurantId: number,
): ScheduleGroup[] {
  const scope = scheduleScope(restaurantId);
  let result = groups;
  // A run of in-place actions (arrived, tables, cancel: each changes only its own booking, where it is) is applied
  // in one pass over the day, each booking's actions in the order taken; the others (walk-ins, edits, blocks), one
  // by one in between. The same day as applying every entry in turn, without a pass per entry: 500 waiting arrivals
  // on a 1,000-booking day are one pass, not 500.
  let run = new Map<number, Array<{ action: InPlaceAction; at: Date }>>();
  const applyRun = () => {
    if (run.size === 0) return;
    const actions = run;
    run = new Map();
    result = mapBookings(result, (booking) => {
      let next = booking;
      for (const { action, at } of actions.get(booking.bookingId) ?? []) next = applyToBooking(next, action, at);
      return next;
    });
  };
  const claimed = new Set<number>();
  for (const entry of entries) {
    if (entry.scope !== scope || entry.state === 'failed') continue;
    const action = entry.payload as BookingAction;
    const at = new Date(entry.createdAt);
    if (action.kind === 'create' && (entry.attempts > 0 || entry.state === 'sending')) {
      // A walk-in that may have reached the server (tried, its answer not in): a day fetched since may hold it under
      // its server id. That copy gives way to the waiting one, which the host's later changes of it name.
      applyRun();
      const copy = serverCopy(result, action, entry.createdAt, claimed);
      if (copy !== undefined) {
        claimed.add(copy);
        result = removeBooking(result, copy).groups;
      }
    }
    if (isInPlace(action)) {
      const forBooking = run.get(action.bookingId);
      if (forBooking) forBooking.push({ action, at });
      else run.set(action.bookingId, [{ action, at }]);
      continue;
    }
    applyRun();
    result = applyAction(result, date, action, at);
  }
  applyRun();
  return result;
}

/** How far the server's clock may be behind the tablet's, for "created after the walk-in was taken". */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * The booking the server made of a waiting walk-in, if the day holds it: the same guest, time and seats, made by the
 * same host, no earlier than the walk-in was taken, and not already another walk-in's.
 */
function serverCopy(
  groups: readonly ScheduleGroup[],
  action: Extract<BookingAction, { kind: 'create' }>,
  takenAt: number,
  claimed: ReadonlySet<number>,
): number | undefined {
  const time =
    action.body.bookingDateTime.length === 16 ? `${action.body.bookingDateTime}:00` : action.body.bookingDateTime;
  const name = action.body.customerName.trim();
  for (const group of groups) {
    for (const slot of group.timeslots) {
      const copy = slot.bookings.find(
        (booking) =>
          booking.bookingId > 0 &&
          !claimed.has(booking.bookingId) &&
          booking.name === name &&
          booking.bookingDateTime === time &&
          booking.bookedSeats === action.body.peopleCount &&
          booking.createdBy === action.createdBy &&
          Date.parse(booking.createdAt ?? '') >= takenAt - CLOCK_SLACK_MS,
      );
      if (copy) return copy.bookingId;
    }
  }
  return undefined;
}

export interface BookingMarks {
  pending: Set<number>;
  /** Booking ids whose change the server refused, with the refused entry (its reason: what another host did). */
  failed: Map<number, OutboxEntry>;
}

/** Booking ids with changes waiting (a marker on their rows), and those the server refused, with why. */
export function pendingBookings(entries: readonly OutboxEntry[], restaurantId: number): BookingMarks {
  const scope = scheduleScope(restaurantId);
  const pending = new Set<number>();
  const failed = new Map<number, OutboxEntry>();
  for (const entry of entries) {
    if (entry.scope !== scope) continue;
    const action = entry.payload as BookingAction;
    const id = 'bookingId' in action ? action.bookingId : action.kind === 'create' ? action.clientId : undefined;
    if (id === undefined) continue;
    if (entry.state === 'failed') failed.set(id, entry);
    else pending.add(id);
  }
  return { pending, failed };
}

/** A booking row's marker: refused outranks waiting (the host must see the refusal). */
export function bookingMark(marks: BookingMarks, bookingId: number): 'pending' | 'failed' | undefined {
  if (marks.failed.has(bookingId)) return 'failed';
  return marks.pending.has(bookingId) ? 'pending' : undefined;
}

/** How long after the last accepted entry the restaurant's days are refetched (once for a whole replay). */
export const REFETCH_AFTER_ACCEPTED_MS = 300;
const refetchTimers = new WeakMap<QueryClient, Map<number, ReturnType<typeof setTimeout>>>();

/**
 * The restaurant's days are refetched a moment after the last accepted entry, not after each: a replay of 500
 * entries would otherwise fetch a 1,000-booking day 500 times (and wait for each before the next send).
 */
function refetchRestaurantSoon(queryClient: QueryClient, restaurantId: number): void {
  let timers = refetchTimers.get(queryClient);
  if (!timers) refetchTimers.set(queryClient, (timers = new Map<number, ReturnType<typeof setTimeout>>()));
  clearTimeout(timers.get(restaurantId));
  timers.set(
    restaurantId,
    setTimeout(() => {
      timers.delete(restaurantId);
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.restaurant(restaurantId) });
    }, REFETCH_AFTER_ACCEPTED_MS),
  );
}

/**
 * Accepted by the server: its effect goes into the cached server data at once (so nothing flickers between the
 * entry leaving the outbox and the refetch), and the restaurant's days are refetched a moment later (once for a
 * run of accepted entries; the answers already put in what each changed).
 */
export async function onScheduleEntryAccepted(
  queryClient: QueryClient,
  entry: OutboxEntry,
  body: unknown,
): Promise<void> {
  const action = entry.payload as BookingAction;
  const restaurantId = Number(entry.scope.slice(SCHEDULE_SCOPE_PREFIX.length));
  for (const [key, groups] of queryClient.getQueriesData<ScheduleGroup[]>({
    queryKey: scheduleKeys.restaurant(restaurantId),
  })) {
    if (!groups) continue;
    const date = String(key[2]);
    if (!isBooking(body)) {
      queryClient.setQueryData(key, applyAction(groups, date, action));
      continue;
    }
    // The server's answer is the booking as this change left it: put in as it is (its own stamps, its own day),
    // unless a live event already brought a later change of it (another tablet's).
    if (heldLater(groups, body)) continue;
    const event: ScheduleEvent =
      body.bookingDateTime.slice(0, 10) === date
        ? { type: 'booking', restaurantId, date, booking: body }
        : { type: 'removed', restaurantId, date, bookingId: body.bookingId };
    queryClient.setQueryData(key, applyScheduleEvent(groups, event));
  }
  refetchRestaurantSoon(queryClient, restaurantId);
}

/** Whether the day holds the booking as changed after `answer` (its updatedAt is later). */
function heldLater(groups: readonly ScheduleGroup[], answer: ScheduleBooking): boolean {
  for (const group of groups) {
    for (const slot of group.timeslots) {
      const held = slot.bookings.find((booking) => booking.bookingId === answer.bookingId);
      if (held) return (held.updatedAt ?? '') > (answer.updatedAt ?? '');
    }
  }
  return false;
}

function isBooking(body: unknown): body is ScheduleBooking {
  return typeof body === 'object' && body !== null && typeof (body as { bookingId?: unknown }).bookingId === 'number';
}

/**
 * Refused: the day refetched (the server's state is why it refused, e.g. cancelled), and the spec's toast when
 * nothing else explains it. A refusal with the server's reason about a booking that stays on screen is said on its
 * row ("Not saved: Table 7 was given to Hansen..."): no second, vaguer message (issue 41). A walk-in or a slot's block
 * leaves no row to say it on.
 */
export async function onScheduleEntryRejected(queryClient: QueryClient, entry: OutboxEntry): Promise<void> {
  const action = entry.payload as BookingAction;
  const onItsRow = action.kind !== 'create' && action.kind !== 'block' && action.kind !== 'unblock';
  if (!onItsRow || !entry.error) notify.error(errorMessage(action));
  await queryClient.invalidateQueries({
    queryKey: scheduleKeys.restaurant(Number(entry.scope.slice(SCHEDULE_SCOPE_PREFIX.length))),
  });
}

/** How many of this restaurant's changes are still waiting to be sent (a refused one is not: it will not be sent). */
export function waitingChanges(entries: readonly OutboxEntry[], restaurantId: number): number {
  const scope = scheduleScope(restaurantId);
  return entries.filter((entry) => entry.scope === scope && entry.state !== 'failed').length;
}
