import { CataloguePicker } from '../../entities/search/catalogue-picker.tsx';
import { pickedProduct, type PickedProduct } from '../../entities/search/catalogue-product.tsx';
import { DAY_PASS_DRAFT_KEY } from './day-pass-form-schema.ts';

/** Add: pick a day pass of the spa system not configured yet; it is held as a draft and /daypass/new opens. */
export function AddDayPassPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <CataloguePicker<PickedProduct>
      open={open}
      onClose={onClose}
      kind="daypasses"
      title="Add day pass"
      noun="day passes"
      draftKey={DAY_PASS_DRAFT_KEY}
      toDraft={pickedProduct}
      to="/daypass/new"
    />
  );
}
