import { useSyncExternalStore } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { getUpdateState, subscribeUpdate } from '../../offline/service-worker.ts';
import { Button } from '../../ui/button.tsx';

/** "A new version is available" with Reload (workbox-window); the outbox and mirror survive the reload. */
export function UpdatePrompt() {
  const intl = useIntl();
  const update = useSyncExternalStore(subscribeUpdate, getUpdateState);
  if (!update.ready) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-4 rounded-lg bg-gray-900 px-4 py-2 text-white shadow-lg"
    >
      <span>{intl.formatMessage({ id: 'app.update.available', defaultMessage: 'A new version is available' })}</span>
      <Button variant="secondary" onClick={update.apply}>
        {intl.formatMessage({ id: 'app.update.reload', defaultMessage: 'Reload' })}
      </Button>
    </div>
  );
}
