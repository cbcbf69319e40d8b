import { useSyncExternalStore } from 'react';

/** Spec section 9: a success toast hides after 10 seconds, an error stays up to one hour. */
export const SUCCESS_TOAST_MS = 10_000;
export const ERROR_TOAST_MS = 3_600_000;

export type NotificationKind = 'success' | 'error';

export interface Notification {
  /** Grows with every message, so a repeated text still counts as a new message. */
  id: number;
  kind: NotificationKind;
  message: string;
  /**
   * What withdraws it before its time: 'connection', an error about the connection, once the connection and the data
   * are back (`notify.resolved`), rather than staying up to an hour after it no longer holds.
   */
  until?: NotificationUntil;
}

export type NotificationUntil = 'connection';

type Listener = () => void;

let current: Notification | null = null;
let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function clearTimer(): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
}

function show(kind: NotificationKind, message: string, until?: NotificationUntil): void {
  clearTimer();
  const notification: Notification = { id: nextId++, kind, message, ...(until && { until }) };
  current = notification;
  hideTimer = setTimeout(
    () => {
      if (current === notification) dismiss();
    },
    kind === 'success' ? SUCCESS_TOAST_MS : ERROR_TOAST_MS,
  );
  emit();
}

function dismiss(): void {
  clearTimer();
  if (current === null) return;
  current = null;
  emit();
}

/**
 * Shows one message in the notification bar; a new message replaces the one shown.
 * Callable from anywhere (query callbacks, event handlers), no provider needed.
 */
export const notify = {
  success: (message: string): void => show('success', message),
  error: (message: string, options: { until?: NotificationUntil } = {}): void => show('error', message, options.until),
  dismiss,
  /** What the message on show waited for holds again (e.g. the connection and data are back): it goes, if it waited. */
  resolved: (what: NotificationUntil): void => {
    if (current?.until === what) dismiss();
  },
};

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getNotification(): Notification | null {
  return current;
}

/** The message on show now, or null when the bar is closed. */
export function useNotification(): Notification | null {
  return useSyncExternalStore(subscribeNotifications, getNotification, getNotification);
}
