import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button.tsx';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** A line under the title saying what the form is about (e.g. the timeslot). */
  description?: ReactNode;
  children: ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  /** Saving: the submit button shows a spinner, nothing can be dismissed. */
  busy?: boolean;
  /** Disables the submit button (invalid input). */
  submitDisabled?: boolean;
  /** Disables Cancel too (some forms lock both while the input is invalid). */
  cancelDisabled?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * A modal form (Radix Dialog): title, fields, Cancel and a submit button. Enter in a single-line field submits
 * (a native form); Escape and the backdrop cancel unless busy.
 */
export function FormDialog({
  open,
  title,
  description,
  children,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  busy = false,
  submitDisabled = false,
  cancelDisabled = false,
  onSubmit,
  onCancel,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy && !cancelDisabled) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-medium text-gray-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
            {children}
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Button variant="ghost" disabled={busy || cancelDisabled} onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button type="submit" busy={busy} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
