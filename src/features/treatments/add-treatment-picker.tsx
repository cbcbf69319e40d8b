import type { SearchHit } from '../../../contract/hotel-products.ts';
import { searchCatalogue } from '../../entities/search/catalogue-search.ts';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import { TREATMENT_DRAFT_KEY, treatmentValuesFromHit, type TreatmentFormValues } from './treatment-form-schema.ts';

/** "Picks a treatment of the spa system: 'Facial, with Eye mask · 6003'" (the button's name holds all it shows). */
const label = (hit: SearchHit) => `${[hit.name, hit.nameEn].filter(Boolean).join(', ')}${hit.addition ? `, with ${hit.addition.displayNameEn || hit.addition.brpName}` : ''} · ${hit.id}`;

/** Add: pick a spa-system treatment not configured yet; it is held as a draft in session storage and /treatments/new opens. */
export function AddTreatmentPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DraftPicker<SearchHit, TreatmentFormValues>
      open={open}
      title="Add treatment"
      inputLabel="Search treatments"
      placeholder="Name or brp product id"
      emptyMessage="No treatments to add"
      errorMessage="There was an error while searching treatments"
      search={(text) => searchCatalogue('treatments', text)}
      getKey={(hit) => String(hit.id)}
      getLabel={label}
      renderItem={(hit) => (
        <span className="flex flex-col">
          <span className="font-medium">{hit.name}</span>{' '}
          <span className="text-sm text-gray-600">
            {hit.nameEn}
            {hit.addition && `, with ${hit.addition.displayNameEn || hit.addition.brpName}`} · {hit.id}
          </span>
        </span>
      )}
      draftKey={TREATMENT_DRAFT_KEY}
      toDraft={treatmentValuesFromHit}
      to="/treatments/new"
      onClose={onClose}
    />
  );
}
