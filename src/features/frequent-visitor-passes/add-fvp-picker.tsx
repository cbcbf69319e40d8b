import { CataloguePicker } from '../../entities/search/catalogue-picker.tsx';
import { pickedProduct, type PickedProduct } from '../../entities/search/catalogue-product.tsx';
import { FVP_DRAFT_KEY } from './fvp-form-schema.ts';

/** Add: pick a frequent visitor pass of the spa system not configured yet; it is held as a draft and /fvp/new opens. */
export function AddFvpPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <CataloguePicker<PickedProduct>
      open={open}
      onClose={onClose}
      kind="fvps"
      title="Add frequent visitor pass"
      noun="frequent visitor passes"
      draftKey={FVP_DRAFT_KEY}
      toDraft={pickedProduct}
      to="/fvp/new"
    />
  );
}
