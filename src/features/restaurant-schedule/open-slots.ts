import { useSyncExternalStore } from 'react';
import { readDraft, writeDraft } from '../../ui/session-draft.ts';

/**
 * Which timeslots the host has open, per restaurant and day, in session storage: a reload (online or offline)
 * shows the slots that were open, and a fresh tab starts with all closed. The page and each timeslot follow it
 * (the page counts the open slots' rows to choose whether their lists are windowed).
 */
const key = (restaurantId: number, mealTime: string) =>
  `checkout-admin.open-slots:${restaurantId}:${mealTime.slice(0, 10)}`;

const listeners = new Set<() => void>();
/** Counts the changes made in this tab, so a subscriber knows when to read again. */
let changes = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSlotOpen(restaurantId: number, mealTime: string): boolean {
  return readDraft<string[]>(key(restaurantId, mealTime))?.includes(mealTime) ?? false;
}

export function rememberSlotOpen(restaurantId: number, mealTime: string, open: boolean): void {
  const others = (readDraft<string[]>(key(restaurantId, mealTime)) ?? []).filter((time) => time !== mealTime);
  writeDraft(key(restaurantId, mealTime), open ? [...others, mealTime] : others);
  changes++;
  for (const listener of listeners) listener();
}

/** Whether the timeslot is open, following its opening and closing. */
export function useSlotOpen(restaurantId: number, mealTime: string): boolean {
  return useSyncExternalStore(subscribe, () => isSlotOpen(restaurantId, mealTime));
}

/** A number that changes whenever a timeslot is opened or closed (read `isSlotOpen` again then). */
export function useOpenSlotsChanges(): number {
  return useSyncExternalStore(subscribe, () => changes);
}
