import type { ReactNode } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { uiMessages } from './messages.ts';
import { NeedsConnection } from './needs-connection.tsx';

export interface AddActionProps {
  online: boolean;
  /** Disabled for another reason than being offline (e.g. a row is being edited). */
  disabled?: boolean;
  onClick: () => void;
  /** The button's label, "Add" unless told otherwise. */
  children?: ReactNode;
}

/** A list's Add button, disabled offline with "Saving needs a connection" beside it (e.g. in PageTitle actions). */
export function AddAction({ online, disabled = false, onClick, children }: AddActionProps) {
  const intl = useIntl();
  return (
    <>
      <NeedsConnection online={online} />
      <Button disabled={!online || disabled} onClick={onClick}>
        {children ?? intl.formatMessage(uiMessages.add)}
      </Button>
    </>
  );
}
