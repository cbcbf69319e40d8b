import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { uiMessages } from './messages.ts';
import { useReturnFocus } from './return-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** Shown as the heading; without it the dialog is still named "Confirm" for screen readers. */
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  /** null: no Cancel, only the confirm button (a notice to acknowledge, where both would do the same). */
  cancelLabel?: string | null;
  /** Destructive confirmations (delete) get the wine-red button. */
  danger?: boolean;
  /** Room for more than a sentence (a list of choices). */
  wide?: boolean;
  /** The confirmed work is running: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" with Cancel and Ok (or a custom confirm label); a notice with Ok alone. Escape and the backdrop cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  wide = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const focus = useReturnFocus();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl ${wide ? 'max-w-xl' : 'max-w-md'}`}
        >
          <Dialog.Title className={title ? 'mb-3 text-lg font-medium text-gray-900' : 'sr-only'}>
            {title ?? intl.formatMessage({ id: 'ui.confirm.title', defaultMessage: 'Confirm' })}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="text-gray-800">{message}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {cancelLabel !== null && (
              <Button variant="ghost" disabled={busy} onClick={onCancel}>
                {cancelLabel ?? intl.formatMessage(uiMessages.cancel)}
              </Button>
            )}
            <Button variant={danger ? 'danger' : 'primary'} disabled={busy} busy={busy} onClick={onConfirm}>
              {confirmLabel ?? intl.formatMessage(uiMessages.ok)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
