import { createContext, useCallback, useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyPart } from './on-demand.tsx';

/** Loaded when a confirmation is first asked for (decision 021): Radix Dialog is not on the first route. */
const ConfirmDialog = lazyPart(() => import('./confirm-dialog.tsx').then((m) => m.ConfirmDialog), {
  close: (props) => props.onCancel(),
});

export interface ConfirmOptions {
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  /** null: Ok alone (a notice, where Cancel would do what Ok does). */
  cancelLabel?: string | null;
  danger?: boolean;
  /** Room for more than a sentence (a list of choices). */
  wide?: boolean;
}

/** Resolves true on confirm, false on cancel, Escape, backdrop, or when another confirm replaces it. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Holds the one imperative confirm dialog of the app; `useConfirm()` opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && (
        <ConfirmDialog
          open
          title={options.title}
          message={options.message}
          confirmLabel={options.confirmLabel}
          cancelLabel={options.cancelLabel}
          danger={options.danger}
          wide={options.wide}
          onConfirm={() => settle(true)}
          onCancel={() => settle(false)}
        />
      )}
    </ConfirmContext.Provider>
  );
}

/**
 * Opens the app's confirm dialog and waits for the answer.
 * @example
 * const confirm = useConfirm();
 * if (await confirm({ message: 'Are you sure you want to delete this alert?' })) remove.mutate(id);
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
