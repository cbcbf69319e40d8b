import type { ReactNode } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { uiMessages } from './messages.ts';
import { NeedsConnection } from './needs-connection.tsx';

export interface FormActionsProps {
  online: boolean;
  /** Saving: Save shows a spinner. */
  saving: boolean;
  onCancel: () => void;
  /** Disables Cancel (e.g. while an inline row is saving). */
  cancelDisabled?: boolean;
  /** Disables Save for another reason than being offline (a value that blocks saving, or the form's errors). */
  saveDisabled?: boolean;
  /** Layout of the bar (flex, wrapping, gap 2 always). */
  className?: string;
  /** Classes of the "Saving needs a connection" line. */
  offlineClassName?: string;
  /** More actions between the offline line and Cancel. */
  children?: ReactNode;
}

/** The footer of a form: the offline line, Cancel, and a submit Save that needs a connection. */
export function FormActions({
  online,
  saving,
  onCancel,
  cancelDisabled = false,
  saveDisabled = false,
  className = '',
  offlineClassName,
  children,
}: FormActionsProps) {
  const intl = useIntl();
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <NeedsConnection online={online} className={offlineClassName} />
      {children}
      <Button variant="ghost" disabled={cancelDisabled} onClick={onCancel}>
        {intl.formatMessage(uiMessages.cancel)}
      </Button>
      <Button type="submit" busy={saving} disabled={!online || saveDisabled}>
        {intl.formatMessage(uiMessages.save)}
      </Button>
    </div>
  );
}
