import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { useReturnFocus } from '../../ui/return-focus.ts';
import type { HistoryDialogProps } from '../../ui/history/history-slot.ts';
import { HISTORY_OF } from '../../ui/history/history-values.ts';
import { HistoryList } from './history-list.tsx';

/** A record's history in a dialog (loaded on first open: src/app gives it to ui/history/history-button.tsx), from its edit page or its row. */
export function HistoryDialog({ what, onClose, ...list }: HistoryDialogProps) {
  const intl = useIntl();
  const focus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl"
        >
          <div className="border-b border-gray-200 p-5 pb-3">
            <Dialog.Title className="wrap-anywhere text-lg font-medium text-gray-900">
              {intl.formatMessage(HISTORY_OF, { what })}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-gray-600">
              {intl.formatMessage({
                id: 'history.dialog.description',
                defaultMessage: 'Newest first. Revert puts the values from before a change back, as a new change.',
              })}
            </Dialog.Description>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5">
            <HistoryList {...list} />
          </div>
          <div className="flex justify-end border-t border-gray-200 p-3">
            <Button variant="ghost" onClick={onClose}>
              {intl.formatMessage(uiMessages.close)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
