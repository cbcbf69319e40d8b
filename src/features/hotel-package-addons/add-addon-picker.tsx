import type { SearchHit } from '../../../contract/hotel-products.ts';
import { searchCatalogue } from '../../entities/search/catalogue-search.ts';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import { ADDON_DRAFT_KEY, addonValuesFromHit, type AddonFormValues } from './addon-form-schema.ts';

/** Add: pick a catalogue add-on not configured yet; it is held as a draft and /hotelpackageaddons/new opens. */
export function AddAddonPicker({ open, configured, nextPosition, onClose }: { open: boolean; configured: readonly string[]; nextPosition: number; onClose: () => void }) {
  return (
    <DraftPicker<SearchHit, AddonFormValues>
      open={open}
      title="Add hotel package addon"
      inputLabel="Search add-ons"
      placeholder="Name or clock id"
      emptyMessage="No add-ons to add"
      errorMessage="There was an error while searching hotel package addons"
      search={(text) => searchCatalogue('hotelpackageaddons', text, configured)}
      getKey={(hit) => String(hit.id)}
      // The button's name holds all it shows (WCAG 2.5.3, label in name): "Parkering, Parking · AD2005".
      getLabel={(hit) => `${[hit.name, hit.nameEn].filter(Boolean).join(', ')} · ${hit.id}`}
      renderItem={(hit) => (
        <span className="flex flex-col">
          <span className="font-medium">{hit.name}</span>{' '}
          <span className="text-sm text-gray-600">
            {hit.nameEn} · {hit.id}
          </span>
        </span>
      )}
      draftKey={ADDON_DRAFT_KEY}
      toDraft={(hit) => addonValuesFromHit(hit, nextPosition)}
      to="/hotelpackageaddons/new"
      onClose={onClose}
    />
  );
}
