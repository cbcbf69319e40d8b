import { useIntl } from '../i18n/intl.ts';
import { EmptyState } from './empty-state.tsx';
import { uiMessages } from './messages.ts';

/**
 * What this device has no copy of: a list, a record, a restaurant, a schedule's day, each said in the language shown
 * by the message itself (give the English word); any other word is said in English only ("This … has not been
 * loaded"), in Norwegian as "Dette" alone.
 */
export type NotOnDeviceWhat = 'list' | 'record' | 'restaurant' | 'day' | (string & {});

/**
 * In place of a list, day or record this device has no copy of while offline (read-state.ts `notOnDevice`): says so
 * and what to do. A live region, so it is heard when a screen opens on it.
 */
export function NotOnDevice({ what }: { what: NotOnDeviceWhat }) {
  const intl = useIntl();
  return (
    <div role="status">
      <EmptyState title={intl.formatMessage(uiMessages.notOnDevice)}>
        {intl.formatMessage(
          {
            id: 'ui.notOnDevice.text',
            defaultMessage:
              'This {what} has not been loaded on this device yet. Connect to the network and it loads by itself.',
          },
          { what },
        )}
      </EmptyState>
    </div>
  );
}
