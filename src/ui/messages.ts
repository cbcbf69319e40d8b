/** Spec section 8: the generic toast texts; a screen passes its own where the spec names one. */
export const FETCH_ERROR = 'There was an error while fetching data.';
export const SAVE_SUCCESS = 'Save successful';
export const SAVE_ERROR = 'There was an error while saving item.';
export const DELETE_ERROR = 'There was an error while deleting item.';

/**
 * A refusal's toast: the spec's text and, on a second line, the server's reason when it refused the request itself
 * (a 4xx with a message, e.g. "This date filter is used by a restriction…"), so the person knows what to do. A
 * failure without a reason (network, 5xx) keeps the spec's text alone. Read by shape: `src/ui` knows no API client.
 */
export function withReason(message: string, error: unknown): string {
  const { status, serverMessage } = (error ?? {}) as { status?: unknown; serverMessage?: unknown };
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  return refused && typeof serverMessage === 'string' && serverMessage.trim()
    ? `${message}\n${serverMessage.trim()}`
    : message;
}

/**
 * Offline (issue 30; the spec names no text): a read that waits for the connection, or got no answer while the device
 * was offline, says this once instead of the fetch error. It goes once the connection and the data are back.
 */
export const CONNECTION_LOST =
  'No connection. Showing what this device has saved; the rest loads once the connection is back.';

/** In place of a list or record this device has no copy of, offline: never "No … yet", which only the server can say. */
export const NOT_ON_DEVICE = 'Not available offline';
export const notOnDeviceText = (what: string) =>
  `This ${what} has not been loaded on this device yet. Connect to the network and it loads by itself.`;
