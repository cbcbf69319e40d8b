import type { ScheduleBooking, ScheduleGroup, Timeslot } from '../../contract/bookings.ts';
import { COUNTED_STATUSES, SLOT_MINUTES } from '../../contract/bookings.ts';

/** What the slot rule needs of an availability rule. */
export interface SlotRule {
  id: number;
  restaurantMealId: number;
  dates: string[];
  daysOfWeek: number[];
  timeFrom: string;
  timeTo: string;
  webSeats: number;
  manualSeats: number;
  priority: number;
}

export interface MealOfRestaurant {
  restaurantMealId: number;
  name: string;
}

/** 0 = Sunday ... 6 = Saturday, of a 'YYYY-MM-DD' (no time zone involved). */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A rule applies to a date listed in its `dates`, or to a date whose weekday is in its `daysOfWeek`. */
export function applies(rule: SlotRule, date: string): boolean {
  return rule.dates.includes(date) || rule.daysOfWeek.includes(weekday(date));
}

/** Per restaurant meal, the applicable rule with the highest priority wins; a tie goes to the newest (highest id). */
export function winningRules(rules: readonly SlotRule[], date: string): Map<number, SlotRule> {
  const winners = new Map<number, SlotRule>();
  for (const rule of rules) {
    if (!applies(rule, date)) continue;
    const current = winners.get(rule.restaurantMealId);
    if (!current || rule.priority > current.priority || (rule.priority === current.priority && rule.id > current.id)) {
      winners.set(rule.restaurantMealId, rule);
    }
  }
  return winners;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;

/** Slot starts every 30 minutes from timeFrom up to, not including, timeTo. */
export function slotStarts(rule: Pick<SlotRule, 'timeFrom' | 'timeTo'>): string[] {
  const starts: string[] = [];
  for (let at = minutes(rule.timeFrom); at < minutes(rule.timeTo); at += SLOT_MINUTES) starts.push(clock(at));
  return starts;
}

/** Which meal a booking outside every slot is shown under: the meal whose window is nearest its time. */
function nearestMeal(time: number, meals: readonly MealOfRestaurant[], winners: Map<number, SlotRule>): number {
  let best: { id: number; distance: number } | undefined;
  for (const meal of meals) {
    const rule = winners.get(meal.restaurantMealId);
    const [from, to] = rule ? [minutes(rule.timeFrom), minutes(rule.timeTo)] : defaultWindow(meal.name);
    const distance = time < from ? from - time : time >= to ? time - to + 1 : 0;
    if (!best || distance < best.distance) best = { id: meal.restaurantMealId, distance };
  }
  return best?.id ?? meals[0]?.restaurantMealId ?? 0;
}

function defaultWindow(name: string): [number, number] {
  if (name === 'Breakfast') return [0, 11 * 60];
  if (name === 'Lunch') return [11 * 60, 16 * 60];
  return [16 * 60, 24 * 60];
}

export interface DayInput {
  date: string;
  source: 'web' | 'staff';
  meals: readonly MealOfRestaurant[];
  rules: readonly SlotRule[];
  /** The day's bookings, ordered by time then id. */
  bookings: readonly ScheduleBooking[];
  /** Blocked slot starts of the day, 'YYYY-MM-DDTHH:mm:ss'. */
  blocked: ReadonlySet<string>;
}

/**
 * The day's schedule (docs/decisions/004-timeslot-rule.md). Seat limit per slot: webSeats + manualSeats for staff,
 * webSeats for the web. A booking belongs to the slot it falls in ([start, start + 30 min)); a booking in no slot
 * gets a slot of its own (its half hour, seat limit 0) under the nearest meal, so nothing booked is ever hidden.
 * Seats booked count Created and Completed; persons (not arrived) are those seats not marked visited.
 */
export function buildSchedule(input: DayInput): ScheduleGroup[] {
  const { date, source, meals, rules, bookings, blocked } = input;
  const winners = winningRules(rules, date);
  const slots = new Map<string, { mealId: number; limit: number }>();
  for (const meal of meals) {
    const rule = winners.get(meal.restaurantMealId);
    if (!rule) continue;
    const limit = source === 'web' ? rule.webSeats : rule.webSeats + rule.manualSeats;
    for (const start of slotStarts(rule)) {
      const key = `${date}T${start}`;
      if (!slots.has(key)) slots.set(key, { mealId: meal.restaurantMealId, limit });
    }
  }

  const starts = [...slots.keys()].map((key) => ({ key, at: minutes(key.slice(11, 16)) }));
  const byslot = new Map<string, ScheduleBooking[]>();
  // A busy day's bookings share a few dozen times: each time's slot is found once.
  const homes = new Map<string, string>();
  for (const booking of bookings) {
    const hhmm = booking.bookingDateTime.slice(11, 16);
    let key = homes.get(hhmm);
    if (key === undefined) {
      const time = minutes(hhmm);
      // The latest start at or before the booking whose half hour has not ended (windows on another grid may overlap).
      let home: (typeof starts)[number] | undefined;
      for (const start of starts) {
        if (start.at <= time && time < start.at + SLOT_MINUTES && (!home || start.at > home.at)) home = start;
      }
      key = home?.key ?? `${date}T${clock(time - (time % SLOT_MINUTES))}`;
      if (!slots.has(key)) slots.set(key, { mealId: nearestMeal(time, meals, winners), limit: 0 });
      homes.set(hhmm, key);
    }
    const list = byslot.get(key) ?? [];
    list.push(booking);
    byslot.set(key, list);
  }

  return meals.map((meal) => ({
    name: meal.name,
    restaurantMealId: meal.restaurantMealId,
    timeslots: [...slots.entries()]
      .filter(([, slot]) => slot.mealId === meal.restaurantMealId)
      .map(([mealTime, slot]) => timeslot(mealTime, slot.limit, byslot.get(mealTime) ?? [], blocked.has(mealTime)))
      .sort((a, b) => a.mealTime.localeCompare(b.mealTime)),
  }));
}

function timeslot(mealTime: string, seatsLimit: number, bookings: ScheduleBooking[], isBlocked: boolean): Timeslot {
  let seatsBooked = 0;
  let persons = 0;
  for (const booking of bookings) {
    if (!COUNTED_STATUSES.includes(booking.status)) continue;
    seatsBooked += booking.bookedSeats;
    if (!booking.visited) persons += booking.bookedSeats;
  }
  return { mealTime, seatsLimit, seatsBooked, isBlocked, persons, bookings };
}
