import { createElement, useContext, useState } from 'react';
import type { HistoryResource } from '../../../contract/history.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../button.tsx';
import { HistoryDialogSlot, RevertsHere } from './history-slot.ts';
import { HISTORY_OF, labelsFrom, type LabelOf } from './history-values.ts';
import { useScreenLabels } from './screen-labels.ts';

export interface HistoryButtonProps {
  resource: HistoryResource;
  id: string | number;
  /** Names the record: "History of {what}", and the button for assistive technology. */
  what: string;
  /** The fields' labels; the screen's own (its bound fields') when left out. */
  labelOf?: LabelOf;
  made?: { by: string; at: string };
  className?: string;
}

/** "History": opens the record's history, newest first, with Revert (history-list.tsx). */
export function HistoryButton({ resource, id, what, labelOf, made, className = '' }: HistoryButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const screen = useScreenLabels();
  const dialog = useContext(HistoryDialogSlot);
  const onReverted = useContext(RevertsHere) ?? undefined;
  if (!dialog) return null;
  return (
    <>
      <Button
        variant="ghost"
        className={className}
        aria-label={intl.formatMessage(HISTORY_OF, { what })}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage({ id: 'history.button.text', defaultMessage: 'History' })}
      </Button>
      {open &&
        createElement(dialog, {
          resource,
          id,
          what,
          made,
          onReverted,
          labelOf: labelOf ?? labelsFrom(screen ?? undefined),
          onClose: () => setOpen(false),
        })}
    </>
  );
}
