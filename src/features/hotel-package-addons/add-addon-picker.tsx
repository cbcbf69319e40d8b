import { CataloguePicker } from '../../entities/search/catalogue-picker.tsx';
import { ADDON_DRAFT_KEY, addonValuesFromHit, type AddonFormValues } from './addon-form-schema.ts';

/** Add: pick a catalogue add-on not configured yet; it is held as a draft and /hotelpackageaddons/new opens. */
export function AddAddonPicker({
  open,
  configured,
  nextPosition,
  onClose,
}: {
  open: boolean;
  configured: readonly string[];
  nextPosition: number;
  onClose: () => void;
}) {
  return (
    <CataloguePicker<AddonFormValues>
      open={open}
      onClose={onClose}
      kind="hotelpackageaddons"
      title="Add hotel package addon"
      noun="add-ons"
      searchErrorType="hotel package addons"
      placeholder="Name or clock id"
      exclude={configured}
      draftKey={ADDON_DRAFT_KEY}
      toDraft={(hit) => addonValuesFromHit(hit, nextPosition)}
      to="/hotelpackageaddons/new"
    />
  );
}
