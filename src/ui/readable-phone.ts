import { useSyncExternalStore } from 'react';

/** A stored phone number as people read it (contract/phone.ts `readablePhone`). */
export type PhoneFormat = (text: string) => string;

let format: PhoneFormat | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The formatting rules (libphonenumber's metadata, about 40 kB gzipped), fetched once: on the first number shown, or
 * before something that must show them formatted at once (the run sheet, before it is printed).
 */
export function loadPhoneFormat(): Promise<void> {
  return (loading ??= import('../../contract/phone.ts').then(
    (phone) => {
      format = phone.readablePhone;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Offline before the app was installed: numbers stay as stored (E.164) until a later screen loads the rules.
      console.error('The phone number rules could not be loaded', error);
      loading = undefined;
    },
  ));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadPhoneFormat();
  return () => listeners.delete(listener);
};
const current = () => format;
const asStored: PhoneFormat = (text) => text;

/**
 * Phone numbers shown readably on screens that must open fast (the door's first route, JS budget 250 kB): the number
 * as stored (E.164, "+4791234567") until the rules are loaded a moment after the first paint, then "+47 912 34 567".
 * Screens loaded on demand import `readablePhone` from contract/phone.ts directly.
 */
export function useReadablePhone(): PhoneFormat {
  return useSyncExternalStore(subscribe, current, current) ?? asStored;
}

/**
 * A phone number shown readably (see useReadablePhone), as its own small component: when the rules arrive only the
 * numbers are drawn again, not the rows around them (a slot of a hundred bookings opened on a busy day), and a row
 * with no number never fetches the rules.
 */
export function ReadablePhone({ phone }: { phone: string }): string {
  return useReadablePhone()(phone);
}
