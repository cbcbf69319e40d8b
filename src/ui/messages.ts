import { defineMessages, intl, intlOf, type IntlShape, type MessageDescriptor } from '../i18n/intl.ts';
import { serverSaid, serverText } from '../i18n/server-text.ts';

/**
 * A table of messages (`defineMessages`) as plain descriptors, so `formatMessage(table.x, values)` takes its values
 * (FormatJS types a table's messages as taking none); the lint rule checks each message's placeholders.
 */
export const plainMessages = <K extends string>(
  messages: Readonly<Record<K, MessageDescriptor>>,
): Readonly<Record<K, MessageDescriptor>> => messages;

/**
 * The console's shared words and the spec's generic texts (decision 039), said in the person's language:
 * `useIntl().formatMessage(uiMessages.saveError)` in a component, `intl().formatMessage(...)` outside one. A screen
 * passes its own where the spec names one.
 */
export const uiMessages = plainMessages(
  defineMessages({
    // Spec section 8: the generic toast texts.
    fetchError: { id: 'ui.fetchError', defaultMessage: 'There was an error while fetching data.' },
    saveSuccess: { id: 'ui.saveSuccess', defaultMessage: 'Save successful' },
    saveError: { id: 'ui.saveError', defaultMessage: 'There was an error while saving item.' },
    deleteError: { id: 'ui.deleteError', defaultMessage: 'There was an error while deleting item.' },
    /**
     * Offline (issue 30; the spec names no text): a read that waits for the connection, or got no answer while the
     * device was offline, says this once instead of the fetch error. It goes once the connection and the data are back.
     */
    connectionLost: {
      id: 'ui.connectionLost',
      defaultMessage: 'No connection. Showing what this device has saved; the rest loads once the connection is back.',
    },
    /** Spec-free wording of the offline model (issue 4): other screens stay readable but cannot save offline. */
    needsConnection: { id: 'ui.needsConnection', defaultMessage: 'Saving needs a connection' },
    /** In place of a list or record this device has no copy of, offline: never "No … yet", which only the server can say. */
    notOnDevice: { id: 'ui.notOnDevice.title', defaultMessage: 'Not available offline' },
    /** What a part says when its code could not be fetched (offline before the service worker held it). */
    partFailed: {
      id: 'ui.partFailed',
      defaultMessage: 'This could not be opened. Check the connection, then try again.',
    },
    // The console's own words, the same on every screen (docs/glossary.md).
    add: { id: 'ui.action.add', defaultMessage: 'Add' },
    cancel: { id: 'ui.action.cancel', defaultMessage: 'Cancel' },
    close: { id: 'ui.action.close', defaultMessage: 'Close' },
    delete: { id: 'ui.action.delete', defaultMessage: 'Delete' },
    edit: { id: 'ui.action.edit', defaultMessage: 'Edit' },
    /** Spec section 2: the confirm dialog's own confirm label, and every delete's: one word everywhere. */
    ok: { id: 'ui.action.ok', defaultMessage: 'Ok' },
    remove: { id: 'ui.action.remove', defaultMessage: 'Remove' },
    save: { id: 'ui.action.save', defaultMessage: 'Save' },
    loading: { id: 'ui.loading', defaultMessage: 'Loading' },
    /** A list's last column, its row's buttons. */
    actions: { id: 'ui.table.actions', defaultMessage: 'Actions' },
    /** An ordered list's number before an item: "1.". */
    itemNumber: { id: 'ui.list.itemNumber', defaultMessage: '{number}.' },
  }),
);

/** A required field's mark after its label, hidden from screen readers (the field itself says it is required). */
export const REQUIRED_MARK = ' *';

/** The English texts whatever the language shown (what the tests look for, and a screen not yet speaking Norwegian). */
const english = intlOf('en', {});
export const inEnglish = (message: MessageDescriptor): string => english.formatMessage(message);

/** Spec section 8's generic toast texts, in English: a screen says `uiMessages.…` in the person's language. */
export const FETCH_ERROR = inEnglish(uiMessages.fetchError);
export const SAVE_SUCCESS = inEnglish(uiMessages.saveSuccess);
export const SAVE_ERROR = inEnglish(uiMessages.saveError);
export const DELETE_ERROR = inEnglish(uiMessages.deleteError);
export const CONNECTION_LOST = inEnglish(uiMessages.connectionLost);
export const NOT_ON_DEVICE = inEnglish(uiMessages.notOnDevice);

/**
 * A refusal's toast: the spec's text and, on a second line, the server's reason in the person's language when it
 * refused the request itself (a 4xx with a message, e.g. "This date filter is used by a restriction…"), so the person
 * knows what to do. A failure without a reason (network, 5xx) keeps the spec's text alone. Read by shape: `src/ui`
 * knows no API client (ApiError's `serverMessage`, and its `details`, the answer's body with the message's code).
 */
export function withReason(message: string, error: unknown, said: IntlShape = intl()): string {
  const { status, serverMessage, details } = (error ?? {}) as {
    status?: unknown;
    serverMessage?: unknown;
    details?: unknown;
  };
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  if (!refused || typeof serverMessage !== 'string' || !serverMessage.trim()) return message;
  const reason = serverText(said, serverSaid(details) ?? { message: serverMessage }).trim();
  return reason ? `${message}\n${reason}` : message;
}
