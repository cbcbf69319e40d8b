/**
 * What a screen needs of a read to tell "nothing here" from "nothing on this device": a TanStack `useQuery` result,
 * read by shape (src/ui knows no API client).
 */
export interface ReadStatus {
  data?: unknown;
  isError?: boolean;
  error?: unknown;
  /** Waiting for the connection (TanStack's paused fetch). */
  isPaused?: boolean;
  /** The data shown is another page's, kept while this one loads. */
  isPlaceholderData?: boolean;
}

/** The read got no answer while the device was offline (`NoAnswerError.offline`, src/api/api-errors.ts). */
export function failedOffline(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { offline?: unknown }).offline === true;
}

/** The read cannot be made for lack of a connection: it waits for one, or got no answer while offline. */
export function lacksConnection(read: ReadStatus): boolean {
  return read.isPaused === true || (read.isError === true && failedOffline(read.error));
}

/**
 * This device has no copy of what the read asks for, and cannot fetch it now: the screen must say so, not that
 * the list is empty (only the server's answer says that).
 */
export function notOnDevice(read: ReadStatus): boolean {
  return (read.data === undefined || read.isPlaceholderData === true) && lacksConnection(read);
}
