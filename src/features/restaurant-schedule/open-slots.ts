import { readDraft, writeDraft } from '../../ui/session-draft.ts';

/**
 * Which timeslots the host has open, per restaurant and day, in session storage: a reload (online or offline)
 * shows the slots that were open, and a fresh tab starts with all closed.
 */
const key = (restaurantId: number, mealTime: string) => `checkout-admin.open-slots:${restaurantId}:${mealTime.slice(0, 10)}`;

export function isSlotOpen(restaurantId: number, mealTime: string): boolean {
  return readDraft<string[]>(key(restaurantId, mealTime))?.includes(mealTime) ?? false;
}

export function rememberSlotOpen(restaurantId: number, mealTime: string, open: boolean): void {
  const others = (readDraft<string[]>(key(restaurantId, mealTime)) ?? []).filter((time) => time !== mealTime);
  writeDraft(key(restaurantId, mealTime), open ? [...others, mealTime] : others);
}
