import type { SearchHit } from '../../../contract/hotel-products.ts';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import { searchAddons } from './api/search-addons.ts';
import { ADDON_DRAFT_KEY, draftFromHit } from './addon-form-state.ts';

/** Add: pick a catalogue add-on not configured yet; it is held as a draft and /hotelpackageaddons/new opens. */
export function AddAddonPicker({ open, configured, nextPosition, onClose }: { open: boolean; configured: readonly string[]; nextPosition: number; onClose: () => void }) {
  return (
    <DraftPicker<SearchHit, ReturnType<typeof draftFromHit>>
      open={open}
      title="Add hotel package addon"
      inputLabel="Search add-ons"
      placeholder="Name or clock id"
      emptyMessage="No add-ons to add"
      errorMessage="There was an error while searching hotel package addons"
      search={(text) => searchAddons(text, configured)}
      getKey={(hit) => String(hit.id)}
      getLabel={(hit) => `${hit.name} (${hit.id})`}
      renderItem={(hit) => (
        <span className="flex flex-col">
          <span className="font-medium">{hit.name}</span>
          <span className="text-sm text-gray-600">
            {hit.nameEn} · {hit.id}
          </span>
        </span>
      )}
      draftKey={ADDON_DRAFT_KEY}
      toDraft={(hit) => ({ ...draftFromHit(hit), position: String(nextPosition) })}
      to="/hotelpackageaddons/new"
      onClose={onClose}
    />
  );
}
