import dayjs from 'dayjs';

/** Days of week as the API numbers them: 0 Sunday ... 6 Saturday, in English (their names shown: `dayName`). */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The week as people read it here: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A day's name in the language shown (dayjs's locale follows it, decision 039): "Monday", "mandag". */
export function dayName(day: number): string {
  return Number.isInteger(day) && day >= 0 && day <= 6 ? dayjs().day(day).format('dddd') : String(day);
}

/** Days not chosen yet, Monday first (a day is added only once). */
export function remainingDays(chosen: readonly number[]): number[] {
  return WEEK_ORDER.filter((day) => !chosen.includes(day));
}

export function sortDays(days: readonly number[]): number[] {
  return [...days].sort((a, b) => WEEK_ORDER.indexOf(a as never) - WEEK_ORDER.indexOf(b as never));
}
