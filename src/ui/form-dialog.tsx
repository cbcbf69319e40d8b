import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { uiMessages } from './messages.ts';
import { useReturnFocus } from './return-focus.ts';

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
  /**
   * Disables the submit button (invalid input), and only it: Cancel, Escape and the backdrop close the dialog
   * whatever is typed (issue 41: a host is never kept in a form by a value it refuses).
   */
  submitDisabled?: boolean;
  /** A wider dialog, for a form with many choices side by side (e.g. the timeslots of a day). */
  wide?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Text fields whose caret can be placed (a number, date or time input has none). */
const CARET_TYPES = ['text', 'tel', 'search', 'url', 'email', 'password'];

/**
 * On open, focus goes to the first field with the caret at the end of what it holds: never the whole value
 * selected (Radix selects it), where one careless tap would replace a guest's name.
 */
function focusFirstField(event: Event) {
  event.preventDefault();
  const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  const field = content?.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)',
  );
  if (!field) {
    content?.focus();
    return;
  }
  field.focus();
  if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && CARET_TYPES.includes(field.type))) {
    const end = field.value.length;
    field.setSelectionRange(end, end);
  }
}

/**
 * A modal form (Radix Dialog): title, fields, Cancel and a submit button. Enter in a single-line field submits
 * (a native form); Cancel, Escape and the backdrop cancel unless busy (saving), whatever the fields hold. The buttons stay in view at the foot of the dialog
 * when its fields are taller than the screen.
 */
export function FormDialog({
  open,
  title,
  description,
  children,
  submitLabel,
  cancelLabel,
  busy = false,
  submitDisabled = false,
  wide = false,
  onSubmit,
  onCancel,
}: FormDialogProps) {
  const intl = useIntl();
  const focus = useReturnFocus(focusFirstField);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
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
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl`}
        >
          <Dialog.Title className="text-lg font-medium text-gray-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
            {children}
            <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-wrap justify-end gap-2 border-t border-gray-100 bg-white px-5 py-3">
              <Button variant="ghost" disabled={busy} onClick={onCancel}>
                {cancelLabel ?? intl.formatMessage(uiMessages.cancel)}
              </Button>
              <Button type="submit" busy={busy} disabled={submitDisabled}>
                {submitLabel ?? intl.formatMessage(uiMessages.save)}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
