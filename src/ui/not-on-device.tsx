import { EmptyState } from './empty-state.tsx';
import { NOT_ON_DEVICE, notOnDeviceText } from './messages.ts';

/**
 * In place of a list, day or record this device has no copy of while offline (read-state.ts `notOnDevice`): says so
 * and what to do. A live region, so it is heard when a screen opens on it.
 */
export function NotOnDevice({ what }: { what: string }) {
  return (
    <div role="status">
      <EmptyState title={NOT_ON_DEVICE}>{notOnDeviceText(what)}</EmptyState>
    </div>
  );
}
