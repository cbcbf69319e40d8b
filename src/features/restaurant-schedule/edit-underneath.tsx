import { useState } from 'react';
import type { ScheduleBooking } from '../../../contract/bookings.ts';
import { readablePhone } from '../../../contract/phone.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import type { CustomerDetails } from './customer-details.tsx';
import { fieldName, type BookingField } from './door-words.ts';
import { formatBookingTime } from './schedule-math.ts';

type Field = 'name' | 'phone' | 'seats' | 'comment' | 'time';

/** A field another host changed while this host had the edit dialog open. */
export interface ChangedUnderneath {
  field: Field;
  /** The field's name (door-words.ts), said in the language shown. */
  label: BookingField;
  /** As it was when the dialog opened, and as it is now, as the dialog shows them. */
  was: string;
  now: string;
  /** This host changed it too: what they typed, which saving keeps unless they take the other's. */
  mine?: string;
}

const LABELS: Record<Field, BookingField> = {
  name: 'customerName',
  phone: 'phone',
  seats: 'seats',
  comment: 'comment',
  time: 'time',
};

/** The fields of a booking as the edit dialog shows them. */
function shown(booking: ScheduleBooking): Record<Field, string> {
  return {
    name: booking.name,
    phone: readablePhone(booking.phoneNumber),
    seats: String(booking.bookedSeats),
    comment: booking.message,
    time: formatBookingTime(booking.bookingDateTime),
  };
}

/**
 * The edit dialog while the booking changes underneath it (another tablet's change, through the live stream): the
 * fields this host has not touched follow the booking as it is now (so saving sends only what they changed, and never
 * puts the other's values back), the ones they changed keep what they typed; and what changed is listed, with who
 * and when, before the host saves (issue 41).
 */
export function useChangesUnderneath(live: ScheduleBooking, details: CustomerDetails) {
  const [opened] = useState(live);
  const [seen, setSeen] = useState(live);
  const form: Record<Exclude<Field, 'time'>, [string, (value: string) => void]> = {
    name: [details.name, details.setName],
    phone: [details.phone, details.setPhone],
    seats: [details.seats, details.setSeats],
    comment: [details.comment, details.setComment],
  };
  if (seen !== live) {
    // The booking changed (React's state adjusted while rendering): what the host has not touched follows it.
    const [was, now] = [shown(seen), shown(live)];
    for (const [field, [value, set]] of Object.entries(form) as Array<[keyof typeof form, (typeof form)['name']]>) {
      if (value === was[field] && now[field] !== was[field]) set(now[field]);
    }
    setSeen(live);
  }
  const [was, now] = [shown(opened), shown(live)];
  const changes: ChangedUnderneath[] = (Object.keys(LABELS) as Field[])
    .filter((field) => was[field] !== now[field])
    .map((field) => {
      const typed = field === 'time' ? undefined : form[field][0];
      return {
        field,
        label: LABELS[field],
        was: was[field],
        now: now[field],
        ...(typed !== undefined && typed !== now[field] ? { mine: typed } : {}),
      };
    });
  /** Takes the other host's value of a field this host changed too. */
  const useTheirs = (field: Field) => {
    if (field !== 'time') form[field][1](now[field]);
  };
  return { changes, useTheirs, by: live.updatedBy, at: live.updatedAt };
}

/** What another host changed while this dialog was open, before the host saves. */
export function ChangedUnderneathNotice({
  changes,
  by,
  onUseTheirs,
}: {
  changes: readonly ChangedUnderneath[];
  by: string | null;
  onUseTheirs: (field: Field) => void;
}) {
  const intl = useIntl();
  if (changes.length === 0) return null;
  const quoted = (value: string) =>
    value === '' ? intl.formatMessage({ id: 'door.underneath.empty', defaultMessage: '(empty)' }) : value;
  return (
    <div role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium">
        {by === null
          ? intl.formatMessage({
              id: 'door.underneath.someoneChanged',
              defaultMessage: 'Someone changed this booking while you had it open:',
            })
          : intl.formatMessage(
              { id: 'door.underneath.changedBy', defaultMessage: '{name} changed this booking while you had it open:' },
              { name: by },
            )}
      </p>
      <ul className="mt-1 flex flex-col gap-1">
        {changes.map((change) => (
          <li key={change.field} className="flex flex-wrap items-center gap-2">
            <span>
              {intl.formatMessage(
                { id: 'door.underneath.change', defaultMessage: '{field}: {was} → {now}' },
                { field: fieldName(intl, change.label), was: quoted(change.was), now: quoted(change.now) },
              )}
              {change.mine !== undefined &&
                intl.formatMessage(
                  {
                    id: 'door.underneath.mineToo',
                    defaultMessage: '. You changed it too, to {mine}: saving keeps yours.',
                  },
                  { mine: quoted(change.mine) },
                )}
            </span>
            {change.mine !== undefined && (
              <Button variant="secondary" onClick={() => onUseTheirs(change.field)}>
                {intl.formatMessage({ id: 'door.underneath.useTheirs', defaultMessage: 'Use theirs' })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
