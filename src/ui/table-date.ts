import dayjs from 'dayjs';

/**
 * Spec section 9: dates in tables read "YYYY-MM-DD hh:mm". Shown on the 24-hour clock (HH): a 12-hour time without
 * am/pm would make 08:00 and 20:00 look the same (decision 011). `empty` stands in for no date.
 */
export function formatTableDate(value: string | null | undefined, empty = ''): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : empty;
}
