import type { ReactNode } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { Button, type ButtonVariant } from './button.tsx';
import { useConfirm, type ConfirmOptions } from './confirm-provider.tsx';
import { uiMessages } from './messages.ts';

export interface ConfirmedButtonProps {
  /** The button's accessible name, e.g. "Delete Sommer". */
  label: string;
  /**
   * The confirmation: its title and question (spec section 2: delete flows always ask first). Its confirm button is
   * always the dialog's own "Ok": every delete, detach and remove is confirmed with the same word.
   */
  confirm: Omit<ConfirmOptions, 'confirmLabel' | 'danger'>;
  /** Runs once the person has confirmed. */
  onConfirmed: () => void;
  disabled?: boolean;
  /** The button's look: `ghost` (a table row's quiet action) unless told. */
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A row's destructive action (Delete, Detach): asks with the confirm dialog, then acts; Cancel does nothing. */
export function ConfirmedButton({
  label,
  confirm: options,
  onConfirmed,
  disabled = false,
  variant = 'ghost',
  children,
}: ConfirmedButtonProps) {
  const intl = useIntl();
  const confirm = useConfirm();
  const ask = async () => {
    if (await confirm({ ...options, danger: true, confirmLabel: intl.formatMessage(uiMessages.ok) })) onConfirmed();
  };
  return (
    <Button variant={variant} disabled={disabled} aria-label={label} onClick={() => void ask()}>
      {children}
    </Button>
  );
}
