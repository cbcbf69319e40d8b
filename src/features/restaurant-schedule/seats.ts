import { intl } from '../../i18n/intl.ts';

/** Seats must be a whole number greater than 0 (spec section 5). */
export function seatsError(value: string): string | null {
  return /^\s*\d+\s*$/.test(value) && Number(value) > 0
    ? null
    : intl().formatMessage({ id: 'door.seats.invalid', defaultMessage: 'Invalid number' });
}
