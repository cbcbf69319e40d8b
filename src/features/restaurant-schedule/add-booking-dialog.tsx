import { useState } from 'react';
import type { Timeslot } from '../../../contract/bookings.ts';
import { canonicalPhone } from '../../../contract/phone.ts';
import { BookingSource } from '../../../contract/bookings.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { defineMessages, useIntl } from '../../i18n/intl.ts';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CustomerFields, useCustomerDetails } from './customer-details.tsx';
import { useBookingAction } from './api/use-booking-action.ts';
import { fieldName } from './door-words.ts';
import { formatBookingTime, seatsLeft } from './schedule-math.ts';

/** Spec section 5: the questions before a booking that overbooks its slot or goes into a blocked one. */
export const ADD_WARNINGS = defineMessages({
  overbook: {
    id: 'door.add.overbookWarning',
    defaultMessage: 'This will overbook the timeslot! Are you sure you want to overbook?',
  },
  blocked: {
    id: 'door.add.blockedWarning',
    defaultMessage: 'This timeslot is blocked for further bookings! Are you still sure you want to book?',
  },
});

/** Add booking: customer name, phone, seats (default 2), comment; Enter in the comment submits. */
export function AddBookingDialog({
  slot,
  restaurant,
  onClose,
  onAdded,
}: {
  slot: Timeslot;
  restaurant: Restaurant;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { user } = useAuth();
  const intl = useIntl();
  const confirm = useConfirm();
  const run = useBookingAction(restaurant.id);
  const details = useCustomerDetails({ name: '', phone: '', seats: '2', comment: '' });
  const { invalidSeats, comment, setComment } = details;
  const [asking, setAsking] = useState(false);

  const submit = async () => {
    details.setTried(true);
    if (details.invalid) return;
    const peopleCount = Number(details.seats);
    setAsking(true);
    try {
      if (slot.isBlocked && !(await confirm({ message: intl.formatMessage(ADD_WARNINGS.blocked) }))) return;
      if (
        !slot.isBlocked &&
        seatsLeft(slot) < peopleCount &&
        !(await confirm({ message: intl.formatMessage(ADD_WARNINGS.overbook) }))
      )
        return;
    } finally {
      setAsking(false);
    }
    run({
      kind: 'create',
      clientId: -Date.now(),
      createdBy: user?.name ?? '',
      body: {
        bookingDateTime: slot.mealTime,
        customerName: details.name.trim(),
        customerPhoneNumber: canonicalPhone(details.phone) ?? details.phone.trim(),
        peopleCount,
        restaurantId: restaurant.id,
        source: BookingSource.CheckoutAdmin,
        comment,
      },
    });
    onAdded();
    onClose();
  };

  return (
    <FormDialog
      open={!asking}
      title={intl.formatMessage({ id: 'door.add.title', defaultMessage: 'Add booking' })}
      description={intl.formatMessage(
        { id: 'door.add.description', defaultMessage: '{restaurant}, {time} · {left} stk left' },
        { restaurant: restaurant.name, time: formatBookingTime(slot.mealTime), left: String(seatsLeft(slot)) },
      )}
      submitLabel={intl.formatMessage({ id: 'door.add.submit', defaultMessage: 'Add' })}
      submitDisabled={invalidSeats !== null}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <CustomerFields details={details} />
      <TextField
        label={fieldName(intl, 'comment')}
        multiline
        rows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={details.commentError}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
      />
    </FormDialog>
  );
}
