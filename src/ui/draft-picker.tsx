import { useNavigate } from 'react-router-dom';
import { SearchDialog, type SearchDialogProps } from './search-dialog.tsx';
import { writeDraft } from './session-draft.ts';

export type DraftPickerProps<T, D> = Omit<SearchDialogProps<T>, 'onPick'> & {
  /** Session storage key of the draft; the form at `to` reads it with `readDraft`. */
  draftKey: string;
  /** The draft the picked item starts the form with. */
  toDraft: (item: T) => D;
  /** The form to open, e.g. '/hotelpackageaddons/new'. */
  to: string;
};

/**
 * "Add" of the product lists: search and pick one product, hold it as a draft, then open the new-item form
 * (add-ons, hotel packages, treatments). The form clears the draft when it saves.
 */
export function DraftPicker<T, D>({ draftKey, toDraft, to, ...dialog }: DraftPickerProps<T, D>) {
  const navigate = useNavigate();
  return (
    <SearchDialog
      {...dialog}
      onPick={(item) => {
        writeDraft(draftKey, toDraft(item));
        dialog.onClose();
        void navigate(to);
      }}
    />
  );
}
