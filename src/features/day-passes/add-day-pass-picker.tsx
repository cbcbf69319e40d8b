import type { SearchHit } from '../../../contract/hotel-products.ts';
import { searchCatalogue } from '../../entities/search/catalogue-search.ts';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import { DAY_PASS_DRAFT_KEY, pickedDayPass, type PickedDayPass } from './day-pass-form-schema.ts';

/** Add: pick a day pass of the spa system not configured yet; it is held as a draft and /daypass/new opens. */
export function AddDayPassPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DraftPicker<SearchHit, PickedDayPass>
      open={open}
      title="Add day pass"
      inputLabel="Search day passes"
      placeholder="Name or brp product id"
      emptyMessage="No day passes to add"
      errorMessage="There was an error while searching day passes"
      search={(text) => searchCatalogue('daypasses', text)}
      getKey={(hit) => String(hit.id)}
      // The button's name holds all it shows (WCAG 2.5.3, label in name): "Barnepass, Child pass · 7005".
      getLabel={(hit) => `${[hit.name, hit.nameEn].filter(Boolean).join(', ')} · ${hit.id}`}
      renderItem={(hit) => (
        <span className="flex flex-col">
          <span className="font-medium">{hit.name}</span>{' '}
          <span className="text-sm text-gray-600">
            {hit.nameEn} · {hit.id}
          </span>
        </span>
      )}
      draftKey={DAY_PASS_DRAFT_KEY}
      toDraft={pickedDayPass}
      to="/daypass/new"
      onClose={onClose}
    />
  );
}
