import type { SearchHit } from '../../../contract/hotel-products.ts';
import { searchCatalogue } from '../../entities/search/catalogue-search.ts';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import { FVP_DRAFT_KEY, pickedFvp, type PickedFvp } from './fvp-form-schema.ts';

/** Add: pick a frequent visitor pass of the spa system not configured yet; it is held as a draft and /fvp/new opens. */
export function AddFvpPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DraftPicker<SearchHit, PickedFvp>
      open={open}
      title="Add frequent visitor pass"
      inputLabel="Search frequent visitor passes"
      placeholder="Name or brp product id"
      emptyMessage="No frequent visitor passes to add"
      errorMessage="There was an error while searching frequent visitor passes"
      search={(text) => searchCatalogue('fvps', text)}
      getKey={(hit) => String(hit.id)}
      // The button's name holds all it shows (WCAG 2.5.3, label in name): "5-klippekort spa, 5-visit spa card · 8003".
      getLabel={(hit) => `${[hit.name, hit.nameEn].filter(Boolean).join(', ')} · ${hit.id}`}
      renderItem={(hit) => (
        <span className="flex flex-col">
          <span className="font-medium">{hit.name}</span>{' '}
          <span className="text-sm text-gray-600">
            {hit.nameEn} · {hit.id}
          </span>
        </span>
      )}
      draftKey={FVP_DRAFT_KEY}
      toDraft={pickedFvp}
      to="/fvp/new"
      onClose={onClose}
    />
  );
}
