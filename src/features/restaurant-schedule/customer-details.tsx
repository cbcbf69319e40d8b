import { useState, type ReactNode } from 'react';
import { TextField } from '../../ui/text-field.tsx';
import { seatsError } from './seats.ts';

/** The customer's part of a booking as the add and edit dialogs hold it while the host types. */
export function useCustomerDetails(initial: { name: string; phone: string; seats: string }) {
  const [name, setName] = useState(initial.name);
  const [phone, setPhone] = useState(initial.phone);
  const [seats, setSeats] = useState(initial.seats);
  /** Save was tried: a missing name shows its error from then on. */
  const [tried, setTried] = useState(false);
  const missingName = name.trim() === '';
  return {
    name,
    setName,
    phone,
    setPhone,
    seats,
    setSeats,
    tried,
    setTried,
    missingName,
    invalidSeats: seatsError(seats),
    nameError: tried && missingName ? 'Customer name is required' : null,
  };
}

export type CustomerDetails = ReturnType<typeof useCustomerDetails>;

/**
 * Customer name, phone and seats. `besideSeats`: fields on the same row as phone and seats (the edit dialog's date),
 * which then share a grid; without it each field has its own row.
 */
export function CustomerFields({ details, besideSeats }: { details: CustomerDetails; besideSeats?: ReactNode }) {
  const { name, setName, phone, setPhone, seats, setSeats, nameError, invalidSeats } = details;
  const phoneAndSeats = (
    <>
      <TextField label="Phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <TextField
        label="Seats"
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
        label="Customer name"
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
