import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ScheduleBooking } from '../../../contract/bookings.ts';
import { canonicalPhone } from '../../../contract/phone.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { useIntl } from '../../i18n/intl.ts';
import { BOOKING_DATE_FORMAT, DatePicker, validateDate } from '../../ui/date-picker.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { mealTimesQuery } from '../../entities/schedule/schedule-queries.ts';
import { useBookingAction } from './api/use-booking-action.ts';
import { updateBodyOf } from './booking-actions.ts';
import { slotChoices } from './slot-choices.ts';
import { withPending } from './schedule-outbox.ts';
import { useSyncState } from '../../offline/sync-context.tsx';
import { formatSlotTime } from './schedule-math.ts';
import { CustomerFields, useCustomerDetails } from './customer-details.tsx';
import { ChangedUnderneathNotice, useChangesUnderneath } from './edit-underneath.tsx';
import { fieldName } from './door-words.ts';

/** Between a slot's time and what it has free. */
const SPACE = ' ';

/** Edit booking: details, and a date (not before today) and timeslot; slots without enough free seats are greyed. */
export function EditBookingDialog({
  booking,
  restaurant,
  date: scheduleDate,
  onClose,
}: {
  booking: ScheduleBooking;
  restaurant: Restaurant;
  date: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const run = useBookingAction(restaurant.id);
  const { entries } = useSyncState();
  const today = dayjs().format('YYYY-MM-DD');
  const details = useCustomerDetails({
    name: booking.name,
    phone: booking.phoneNumber,
    seats: String(booking.bookedSeats),
    comment: booking.message,
  });
  const { invalidSeats, tried } = details;
  // Another tablet's change while this is open: untouched fields follow it, and it is shown before the save.
  const underneath = useChangesUnderneath(booking, details);
  const [date, setDate] = useState(booking.bookingDateTime.slice(0, 10) || scheduleDate);
  const [slot, setSlot] = useState<string | null>(null);
  const [touchedSlot, setTouchedSlot] = useState(false);

  const dateError = validateDate(date, { min: today });
  const day = useQuery({ ...mealTimesQuery(restaurant.id, date), enabled: date !== '' && dateError === null });
  const wanted = invalidSeats ? booking.bookedSeats : Number(details.seats);
  const choices =
    day.data && !day.isPlaceholderData
      ? slotChoices(withPending(day.data, date, entries, restaurant.id), booking, wanted)
      : [];
  // Until the host picks one, the booking's own slot is chosen when it is on the chosen day.
  const selected = touchedSlot ? slot : (choices.find((choice) => choice.current)?.mealTime ?? null);
  const selectedChoice = choices.find((choice) => choice.mealTime === selected);
  // Spec section 5: Save without a timeslot that has room for the booking.
  const slotError =
    tried && (!selectedChoice || selectedChoice.full)
      ? intl.formatMessage({
          id: 'door.edit.missingSlot',
          defaultMessage: 'Please select a valid timeslot before saving.',
        })
      : null;

  const save = () => {
    details.setTried(true);
    if (!selectedChoice || selectedChoice.full || details.invalid || dateError) return;
    run({
      kind: 'update',
      bookingId: booking.bookingId,
      // The booking as it is now on this tablet (untouched fields followed it): only what the host changed is sent,
      // each field with what the host saw (issue 41), so another tablet's changes stay, and a clash is asked.
      before: updateBodyOf(booking, restaurant.id),
      body: {
        name: details.name.trim(),
        bookedSeats: Number(details.seats),
        // Staying in its own slot keeps the booking's exact time (18:15 stays 18:15, not 18:00).
        bookingDateTime: selectedChoice.current ? booking.bookingDateTime : selectedChoice.mealTime,
        restaurantId: restaurant.id,
        phoneNumber: canonicalPhone(details.phone) ?? details.phone.trim(),
        tableNumbers: booking.tableNumbers,
        message: details.comment,
      },
    });
    onClose();
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: 'door.edit.title', defaultMessage: 'Edit booking' })}
      description={booking.name}
      submitLabel={intl.formatMessage({ id: 'door.edit.submit', defaultMessage: 'Save' })}
      wide
      submitDisabled={invalidSeats !== null}
      onSubmit={save}
      onCancel={onClose}
    >
      <ChangedUnderneathNotice changes={underneath.changes} by={underneath.by} onUseTheirs={underneath.useTheirs} />
      <CustomerFields
        details={details}
        besideSeats={
          <DatePicker
            label={fieldName(intl, 'date')}
            format={BOOKING_DATE_FORMAT}
            value={date}
            min={today}
            onChange={(value) => {
              setDate(value);
              setTouchedSlot(true);
              setSlot(null);
            }}
          />
        }
      />
      <TextField
        label={fieldName(intl, 'comment')}
        multiline
        rows={2}
        value={details.comment}
        onChange={(e) => details.setComment(e.target.value)}
        error={details.commentError}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-700">
          {intl.formatMessage({ id: 'door.edit.timeslot', defaultMessage: 'Timeslot' })}
        </legend>
        {day.isFetching && choices.length === 0 ? (
          <Spinner
            size="sm"
            label={intl.formatMessage({ id: 'door.edit.loadingTimeslots', defaultMessage: 'Loading timeslots' })}
          />
        ) : choices.length === 0 ? (
          <p className="text-sm text-gray-600">
            {dateError
              ? intl.formatMessage({ id: 'door.edit.chooseValidDate', defaultMessage: 'Choose a valid date.' })
              : intl.formatMessage({ id: 'door.edit.noTimeslots', defaultMessage: 'No timeslots on this day.' })}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {choices.map((choice) => (
              <label
                key={choice.mealTime}
                className={`flex min-h-touch min-w-touch items-center gap-2 rounded border px-3 ${
                  choice.full
                    ? 'cursor-not-allowed border-gray-200 bg-gray-100 text-gray-400'
                    : 'cursor-pointer border-primary-300 bg-white'
                } ${selected === choice.mealTime ? 'ring-2 ring-primary-600' : ''}`}
              >
                <input
                  type="radio"
                  name="timeslot"
                  className="accent-primary-600"
                  value={choice.mealTime}
                  checked={selected === choice.mealTime}
                  disabled={choice.full}
                  onChange={() => {
                    setTouchedSlot(true);
                    setSlot(choice.mealTime);
                  }}
                />
                <span>
                  {formatSlotTime(choice.mealTime)}
                  {SPACE}
                  <span className="text-xs">
                    {intl.formatMessage(
                      { id: 'door.edit.slotFree', defaultMessage: '({free} free)' },
                      { free: choice.free },
                    )}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
        {slotError && <p className="mt-1 text-sm text-secondary-700">{slotError}</p>}
      </fieldset>
    </FormDialog>
  );
}
