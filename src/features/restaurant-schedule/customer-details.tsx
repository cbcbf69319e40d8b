import { useState, type ReactNode } from 'react';
import { z } from 'zod/mini';
import { createBookingSchema } from '../../../contract/booking-writes.ts';
import { installPlainMessages } from '../../../contract/messages.ts';
import { readablePhone } from '../../../contract/phone.ts';
import { fieldText } from '../../i18n/field-text.ts';
import { intl, useIntl } from '../../i18n/intl.ts';
import { TextField } from '../../ui/text-field.tsx';
import { fieldName, type BookingField } from './door-words.ts';
import { seatsError } from './seats.ts';

installPlainMessages();

/**
 * The door's fields under the contract's own rules (the add's and the edit's are the same: name, phone, seats,
 * comment), so nothing the server would refuse is queued in the outbox, to vanish from the slot later.
 */
const doorSchema = z.object({
  customerName: createBookingSchema.shape.customerName,
  customerPhoneNumber: createBookingSchema.shape.customerPhoneNumber,
  peopleCount: createBookingSchema.shape.peopleCount,
  comment: createBookingSchema.shape.comment,
});
const DOOR_FIELDS = { customerName: 'name', customerPhoneNumber: 'phone', peopleCount: 'seats', comment: 'comment' };
const DOOR_LABELS: Record<string, BookingField> = {
  customerName: 'customerName',
  customerPhoneNumber: 'phone',
  peopleCount: 'seats',
  comment: 'comment',
};
type DoorField = 'name' | 'phone' | 'seats' | 'comment';

/**
 * What the contract says of each door field as typed, in the language shown (a missing name and bad seats keep the
 * spec's texts).
 */
export function doorProblems(values: Record<DoorField, string>): Partial<Record<DoorField, string>> {
  const problems: Partial<Record<DoorField, string>> = {};
  const shown = intl();
  const label = (name: string) => (DOOR_LABELS[name] ? fieldName(shown, DOOR_LABELS[name]) : name);
  if (values.name.trim() === '')
    problems.name = shown.formatMessage({
      id: 'door.customer.nameRequired',
      defaultMessage: 'Customer name is required',
    });
  const seats = seatsError(values.seats);
  if (seats) problems.seats = seats;
  const parsed = z.safeParse(doorSchema, {
    customerName: values.name,
    customerPhoneNumber: values.phone,
    peopleCount: Number(values.seats),
    comment: values.comment,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0]) as keyof typeof DOOR_FIELDS;
    const field = DOOR_FIELDS[key] as DoorField;
    problems[field] ??= fieldText(shown, issue.message, label(key), label);
  }
  return problems;
}

/** The customer's part of a booking as the add and edit dialogs hold it while the host types. */
export function useCustomerDetails(initial: { name: string; phone: string; seats: string; comment: string }) {
  const [name, setName] = useState(initial.name);
  // A stored number as people read it: the contract stores what is typed as E.164 again.
  const [phone, setPhone] = useState(readablePhone(initial.phone));
  const [seats, setSeats] = useState(initial.seats);
  const [comment, setComment] = useState(initial.comment);
  /** Save was tried: the fields' errors show from then on (seats' at once). */
  const [tried, setTried] = useState(false);
  const problems = doorProblems({ name, phone, seats, comment });
  const missingName = name.trim() === '';
  return {
    comment,
    setComment,
    /** Anything the server would refuse: nothing is queued while one stands. */
    invalid: Object.keys(problems).length > 0,
    phoneError: tried ? (problems.phone ?? null) : null,
    commentError: tried ? (problems.comment ?? null) : null,
    name,
    setName,
    phone,
    setPhone,
    seats,
    setSeats,
    tried,
    setTried,
    missingName,
    invalidSeats: problems.seats ?? null,
    nameError: tried ? (problems.name ?? null) : null,
  };
}

export type CustomerDetails = ReturnType<typeof useCustomerDetails>;

/**
 * Customer name, phone and seats. `besideSeats`: fields on the same row as phone and seats (the edit dialog's date),
 * which then share a grid; without it each field has its own row.
 */
export function CustomerFields({ details, besideSeats }: { details: CustomerDetails; besideSeats?: ReactNode }) {
  const { name, setName, phone, setPhone, seats, setSeats, nameError, invalidSeats, phoneError } = details;
  const intl = useIntl();
  const phoneAndSeats = (
    <>
      <TextField
        label={fieldName(intl, 'phone')}
        type="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={phoneError}
      />
      <TextField
        label={fieldName(intl, 'seats')}
        inputMode="numeric"
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
        error={invalidSeats}
      />
    </>
  );
  return (
    <>
      <TextField
        label={fieldName(intl, 'customerName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
        required
      />
      {besideSeats ? (
        <div className="grid gap-3 sm:grid-cols-[1fr_6rem_12rem]">
          {phoneAndSeats}
          {besideSeats}
        </div>
      ) : (
        phoneAndSeats
      )}
    </>
  );
}
