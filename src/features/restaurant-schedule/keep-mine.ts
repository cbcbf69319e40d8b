import type { BookingFieldConflict } from '../../../contract/booking-writes.ts';
import type { OutboxEntry } from '../../offline/db.ts';
import { toRequest, type BookingAction } from './booking-actions.ts';

/**
 * A host's change refused because another host set the same field meanwhile (the 409's `conflicts`, decision 036 /
 * issue 41), and what "Keep mine" sends instead: the same change, now based on what the other host set, so the server
 * takes it. "Use theirs" is the Discard of the refused change. Undefined for any other refusal.
 */
export function keepMineInstead(entry: OutboxEntry): Pick<OutboxEntry, 'request' | 'payload' | 'label'> | undefined {
  const action = entry.payload as BookingAction;
  const conflicts = conflictsOf(entry.refusal);
  if (action.kind !== 'update' || !action.before || conflicts.length === 0) return undefined;
  const before = { ...action.before };
  for (const { field, theirs } of conflicts) {
    if (field === 'bookedSeats') before.bookedSeats = Number(theirs);
    else before[field] = String(theirs);
  }
  const instead: BookingAction = { ...action, before };
  return { request: toRequest(instead), payload: instead, label: entry.label };
}

/** The fields another host changed, as a refusal's answer names them (none when it names none). */
export function conflictsOf(refusal: unknown): BookingFieldConflict[] {
  const conflicts = (refusal as { conflicts?: unknown } | null | undefined)?.conflicts;
  if (!Array.isArray(conflicts)) return [];
  return conflicts.filter(
    (c): c is BookingFieldConflict =>
      typeof c === 'object' && c !== null && typeof (c as { field?: unknown }).field === 'string',
  );
}
