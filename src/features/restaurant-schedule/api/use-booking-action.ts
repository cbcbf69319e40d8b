import { useCallback } from 'react';
import { useOfflineSync } from '../../../offline/sync-context.tsx';
import { notify } from '../../../ui/notifications.ts';
import { actionLabel, errorMessage, type ActionSubject, type BookingAction } from '../booking-actions.ts';
import { toOutboxEntry } from '../schedule-outbox.ts';

/**
 * Runs a host action through the durable outbox: written to IndexedDB first, shown at once (the schedule
 * overlays waiting entries on the server's data), sent when the network allows, exactly once. `booking`: the
 * booking acted on, as shown (the queue panel says what the action does to it).
 */
export function useBookingAction(restaurantId: number) {
  const sync = useOfflineSync();
  return useCallback(
    (action: BookingAction, booking?: ActionSubject) => {
      sync.enqueue(toOutboxEntry(action, restaurantId, actionLabel(action, booking))).catch((error: unknown) => {
        console.error('Could not queue the change', error);
        notify.error(errorMessage(action));
      });
    },
    [sync, restaurantId],
  );
}
