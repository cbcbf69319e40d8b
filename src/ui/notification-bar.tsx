import { useIntl } from '../i18n/intl.ts';
import { uiMessages } from './messages.ts';
import { notify, useNotification } from './notifications.ts';

/** Each kind's mark before the message (hidden from screen readers: the role says it, alert or status). */
const MARKS = { success: '✓', error: '!' } as const;
/** The close button's face (its name says what it does). */
const CLOSE_MARK = '×';

const tones = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-secondary-600 bg-secondary-50 text-secondary-900',
} as const;

/**
 * The one notification bar of the app, fixed at the top centre just below the top bar (`h-14`,
 * src/app/layout/top-bar.tsx), so it never covers the menus. Render it once, in the layout.
 */
export function NotificationBar() {
  const intl = useIntl();
  const notification = useNotification();
  if (!notification) return null;
  const { id, kind, message } = notification;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex justify-center px-2">
      <div
        // A new key per message: a replacing message is a new live region, announced again.
        key={id}
        role={kind === 'error' ? 'alert' : 'status'}
        className={`pointer-events-auto flex w-full max-w-xl items-center gap-3 rounded-md border-l-4 py-1 pl-4 pr-1 shadow-lg ${tones[kind]}`}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          {MARKS[kind]}
        </span>
        {/* A message may carry a second line (e.g. the server's reason under the spec's text). */}
        <p className="flex-1 whitespace-pre-line py-2">{message}</p>
        <button
          type="button"
          aria-label={intl.formatMessage(uiMessages.close)}
          onClick={notify.dismiss}
          className="flex min-h-touch min-w-touch items-center justify-center rounded text-xl leading-none hover:bg-black/5"
        >
          <span aria-hidden="true">{CLOSE_MARK}</span>
        </button>
      </div>
    </div>
  );
}
