import { useRef } from 'react';

/**
 * Gives the focus back, when a dialog closes, to what held it when the dialog opened (the button that opened it).
 * Radix Dialog gives it to its `Dialog.Trigger`, and the console's dialogs are opened from any button (an Edit in a
 * row, Delete, Add booking) with no Trigger: the focus fell to the page's start, and a keyboard user lost their place.
 * Pass `onOpenAutoFocus` and `onCloseAutoFocus` to `Dialog.Content` (`then` runs after, e.g. to place the focus).
 */
export function useReturnFocus(then?: (event: Event) => void): {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Still the opener's: the dialog's focus scope asks before it moves the focus in.
      opener.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null;
      then?.(event);
    },
    onCloseAutoFocus: (event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
