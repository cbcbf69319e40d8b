import type { SearchHit } from '../../../contract/hotel-products.ts';
import { CataloguePicker } from '../../entities/search/catalogue-picker.tsx';
import { TREATMENT_DRAFT_KEY, treatmentValuesFromHit, type TreatmentFormValues } from './treatment-form-schema.ts';

/** A treatment's addition, in the picker: "Ansiktsbehandling, Facial, with Eye mask · 6003". */
const withAddition = (hit: SearchHit) =>
  hit.addition ? `, with ${hit.addition.displayNameEn || hit.addition.brpName}` : '';

/** Add: pick a spa-system treatment not configured yet; it is held as a draft in session storage and /treatments/new opens. */
export function AddTreatmentPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <CataloguePicker<TreatmentFormValues>
      open={open}
      onClose={onClose}
      kind="treatments"
      title="Add treatment"
      noun="treatments"
      extra={withAddition}
      draftKey={TREATMENT_DRAFT_KEY}
      toDraft={treatmentValuesFromHit}
      to="/treatments/new"
    />
  );
}
