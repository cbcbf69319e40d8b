import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { uiMessages } from './messages.ts';
import { useReturnFocus } from './return-focus.ts';
import { SearchPanel } from './search-panel.tsx';
import type { SearchPanelProps } from './search-panel.tsx';

export type SearchDialogProps<T> = SearchPanelProps<T> & {
  open: boolean;
  title: string;
  /** Cancel, Escape or the backdrop. Picking calls onPick only; the caller closes the dialog. */
  onClose: () => void;
  cancelLabel?: string;
};

/**
 * Search something and pick one result, e.g. the hotel package to add. Knows nothing about data:
 * `search` does the looking up. The search field has the focus when it opens; every opening starts afresh.
 */
export function SearchDialog<T>({ open, title, onClose, cancelLabel, ...panel }: SearchDialogProps<T>) {
  const intl = useIntl();
  const focus = useReturnFocus();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className="fixed left-1/2 top-4 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 flex-col gap-4 rounded-lg bg-white p-5 shadow-xl sm:top-16 sm:max-h-[calc(100dvh-8rem)]"
        >
          <Dialog.Title className="text-lg font-medium text-gray-900">{title}</Dialog.Title>
          {/* Mounted only while open, so each opening starts with an empty query. */}
          <SearchPanel {...panel} />
          <div className="flex justify-end">
            <Button variant="ghost" onClick={onClose}>
              {cancelLabel ?? intl.formatMessage(uiMessages.cancel)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
