import { hashKey, replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { useIntl } from '../../i18n/intl.ts';
import { isIsoDate } from '../../ui/date-picker.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { prepareLongLists } from '../../ui/long-list.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { NotOnDevice } from '../../ui/not-on-device.tsx';
import { notOnDevice } from '../../ui/read-state.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { mealTimesQuery, scheduleKeys } from '../../entities/schedule/schedule-queries.ts';
import { useScheduleLive } from '../../entities/schedule/schedule-live.ts';
import { BookingListView } from './booking-list-view.tsx';
import type { DayView } from './day-view.ts';
import { ScheduleToolbar, type ScheduleView } from './schedule-toolbar.tsx';
import { dayOfGroups, shownBookings, visibleGroups } from './schedule-math.ts';
import { pendingBookings, waitingChanges, withPending } from './schedule-outbox.ts';
import { usePrinting } from './use-printing.ts';
import { useSyncState } from '../../offline/sync-context.tsx';
import { markArrived, measureSinceArrived } from '../../perf.ts';
import { TimeslotGroup } from './timeslot-group.tsx';
import { isSlotOpen, useOpenSlotsChanges } from './open-slots.ts';

/**
 * Above this many booking rows in the open timeslots, only the rows near the window are drawn whole (a usual day of 5
 * to 40 bookings is drawn whole, as always). A whole row costs a couple of milliseconds to draw: a busy day's slot of
 * a hundred, opened with a tap, took 250-480 ms drawn whole, and a day of a thousand 300 ms (issue 32,
 * docs/performance.md).
 */
export const WINDOWED_FROM = 40;

/** A day as the host reads it: DD.MM.YYYY (spec section 9). */
const formatDay = (day: string) => dayjs(day).format('DD.MM.YYYY');

/**
 * A function that gives back its argument with every part equal to the one it last gave kept as that object (TanStack
 * Query's structural sharing). Idempotent, so a render React throws away leaves nothing wrong behind.
 */
function sharingWithLast<T>(): (next: T) => T {
  let last: T | undefined;
  return (next) => (last = last === undefined ? next : replaceEqualDeep(last, next));
}

/** The host stand: one restaurant's day, by timeslot or as a booking list (spec section 2, Restaurant schedule). */
export function SchedulePage({ restaurant }: { restaurant: Restaurant }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // The day and the view live in the URL, so a reload (or a shared link) shows the same day.
  const date = params.get('date') ?? dayjs().format('YYYY-MM-DD');
  const view: ScheduleView = params.get('view') === 'list' ? 'list' : 'timeslots';
  const [showComments, setShowComments] = useState(false);
  const [showWithdrawn, setShowWithdrawn] = useState(true);
  const validDate = isIsoDate(date);

  // A failed load raises the fetch-error toast from the query's meta; the page says it in place too.
  const schedule = useQuery({ ...mealTimesQuery(restaurant.id, date), enabled: validDate });
  // Other tablets' changes to this day, live (and a refetch on every reconnect and return to the page).
  useScheduleLive(restaurant.id, date, validDate);
  // `schedule:render` (src/perf.ts, read by `npm run bench`): from the day's data arriving in the cache to its rows
  // committed.
  const queryClient = useQueryClient();
  const dayHash = hashKey(scheduleKeys.day(restaurant.id, date));
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === dayHash)
          markArrived(event.query.state.data);
      }),
    [queryClient, dayHash],
  );
  // Ended once the rows are committed: after this commit and those React makes at once for it, before the next paint
  // (the windowed lists of a busy day place themselves and draw their rows near the window in the commit after).
  useLayoutEffect(() => {
    const data = schedule.data;
    queueMicrotask(() => measureSinceArrived('schedule:render', data));
  }, [schedule.data]);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // While another day loads, the query keeps the previous day's data (placeholder): that day is shown greyed, as
  // itself (its own date, its own waiting changes), with every action disabled, so nothing acts on a day other
  // than the picker's.
  const previousDay = schedule.isPlaceholderData ? dayOfGroups(schedule.data ?? []) : undefined;
  const stale = previousDay !== undefined;
  const shownDay = previousDay ?? date;
  const { entries } = useSyncState();
  // The day is computed again on every change of the outbox or the server's copy; what did not change keeps its
  // object (structural sharing against the day shown), so only the rows that changed render again. During a replay
  // each accepted change leaves its booking as the host already saw it: then no row but its marker is drawn again.
  const [sharedWithShown] = useState(sharingWithLast<ScheduleGroup[]>);
  const groups = useMemo(
    () => sharedWithShown(visibleGroups(withPending(schedule.data ?? [], shownDay, entries, restaurant.id))),
    [sharedWithShown, schedule.data, shownDay, entries, restaurant.id],
  );
  const marks = useMemo(() => pendingBookings(entries, restaurant.id), [entries, restaurant.id]);
  const openSlotsChanges = useOpenSlotsChanges();
  const windowed = useMemo(() => {
    void openSlotsChanges; // read the open slots again whenever one opens or closes
    let rows = 0;
    for (const group of groups) {
      for (const slot of group.timeslots)
        if (isSlotOpen(restaurant.id, slot.mealTime)) rows += shownBookings(slot.bookings, showWithdrawn).length;
    }
    return rows > WINDOWED_FROM;
  }, [groups, restaurant.id, showWithdrawn, openSlotsChanges]);
  // A day long enough to be windowed once its slots are open (or in the Booking List) fetches the windowing now.
  // Counted by slot (withdrawn bookings too): this runs on every change of the day, a replay's included.
  const longDay = useMemo(() => {
    let rows = 0;
    for (const group of groups) for (const slot of group.timeslots) rows += slot.bookings.length;
    return rows > WINDOWED_FROM;
  }, [groups]);
  useEffect(() => {
    if (longDay) prepareLongLists();
  }, [longDay]);
  // Memoised: the timeslot rows are, and re-render only when something they show changed.
  const dayView = useMemo<DayView>(
    () => ({ restaurant, date: shownDay, showComments, showWithdrawn, marks, stale, windowed }),
    [restaurant, shownDay, showComments, showWithdrawn, marks, stale, windowed],
  );
  const day =
    groups.length === 0 ? (
      <EmptyState
        title={
          schedule.isError
            ? intl.formatMessage(uiMessages.fetchError)
            : intl.formatMessage({
                id: 'door.schedule.empty',
                defaultMessage: 'No timeslots or bookings on this day.',
              })
        }
      />
    ) : view === 'list' ? (
      <BookingListView groups={groups} showWithdrawn={showWithdrawn} />
    ) : (
      <div className="flex flex-col gap-5">
        {groups.map((group) => (
          <TimeslotGroup key={group.restaurantMealId} group={group} view={dayView} />
        ))}
      </div>
    );

  const { RunSheet, print } = usePrinting();

  return (
    <section className="p-3 md:p-6 print:p-0">
      {RunSheet && (
        <RunSheet
          restaurant={restaurant.name}
          date={shownDay}
          groups={groups}
          asOf={schedule.data === undefined ? 0 : schedule.dataUpdatedAt}
          waiting={waitingChanges(entries, restaurant.id)}
        />
      )}
      <div className="print:hidden">
        <PageTitle>
          {intl.formatMessage(
            { id: 'door.schedule.title', defaultMessage: '{restaurant} schedule' },
            { restaurant: restaurant.name },
          )}
        </PageTitle>
        <ScheduleToolbar
          restaurant={restaurant}
          date={date}
          onDateChange={(value) => update({ date: value })}
          dateError={
            validDate ? null : intl.formatMessage({ id: 'door.schedule.invalidDate', defaultMessage: 'invalid date' })
          }
          view={view}
          onViewChange={(next) => update({ view: next === 'list' ? 'list' : null })}
          showComments={showComments}
          onToggleComments={() => setShowComments((open) => !open)}
          showWithdrawn={showWithdrawn}
          onShowWithdrawnChange={setShowWithdrawn}
          refreshing={schedule.isFetching}
          onRefresh={() => void schedule.refetch()}
          onPrint={print}
        />
        {!validDate ? null : notOnDevice(schedule) ? (
          <NotOnDevice what="day" />
        ) : schedule.isPending || (schedule.isPlaceholderData && !stale) ? (
          <div className="flex justify-center p-10">
            <Spinner
              label={intl.formatMessage({ id: 'door.schedule.loading', defaultMessage: 'Loading the schedule' })}
            />
          </div>
        ) : stale ? (
          <div aria-busy="true">
            <p
              role="status"
              className="mb-3 flex items-center gap-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-900"
            >
              <Spinner size="sm" decorative />
              {intl.formatMessage(
                {
                  id: 'door.schedule.loadingOther',
                  defaultMessage: 'Loading {day}… Still showing {shown}: nothing can be changed until it has loaded.',
                },
                { day: formatDay(date), shown: formatDay(shownDay) },
              )}
            </p>
            <div data-testid="previous-day" inert className="opacity-50 grayscale">
              {day}
            </div>
          </div>
        ) : (
          day
        )}
      </div>
    </section>
  );
}
