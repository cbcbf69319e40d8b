import type { QueryClient } from '@tanstack/react-query';
import {
  onScheduleEntryAccepted,
  onScheduleEntryRejected,
  SCHEDULE_SCOPE_PREFIX,
} from '../features/restaurant-schedule/schedule-outbox.ts';
import { keepMineInstead } from '../features/restaurant-schedule/keep-mine.ts';
import type { OutboxEntry } from '../offline/db.ts';

/** The server accepted a queued entry: the feature that queued it brings its cached data up to date. */
export async function handleAcceptedEntry(queryClient: QueryClient, entry: OutboxEntry, body: unknown): Promise<void> {
  if (entry.scope.startsWith(SCHEDULE_SCOPE_PREFIX)) await onScheduleEntryAccepted(queryClient, entry, body);
}

/** The server refused a queued entry: the feature's own toast (spec section 8); the queue panel has the reason. */
export async function handleRejectedEntry(queryClient: QueryClient, entry: OutboxEntry): Promise<void> {
  if (entry.scope.startsWith(SCHEDULE_SCOPE_PREFIX)) await onScheduleEntryRejected(queryClient, entry);
}

/**
 * A refused entry the person may send again as something else: the feature's "Keep mine" (another host set the same
 * field; the queue panel offers it beside "Use theirs", the Discard); undefined for any other refusal.
 */
export function insteadOfRefused(entry: OutboxEntry): Pick<OutboxEntry, 'request' | 'payload' | 'label'> | undefined {
  return entry.scope.startsWith(SCHEDULE_SCOPE_PREFIX) ? keepMineInstead(entry) : undefined;
}
