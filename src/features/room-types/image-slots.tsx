import { useState } from 'react';
import type { SearchHit } from '../../../contract/hotel-products.ts';
import { searchCatalogue } from '../../entities/search/catalogue-search.ts';
import { useIntl } from '../../i18n/intl.ts';
import { SearchDialog } from '../../ui/search-dialog.tsx';
import { ImageSlot } from './image-slot.tsx';
import type { SlotImage } from './room-type-images.ts';

/** The room type's 5 image slots (spec section 9); an empty slot picks from search/images without the chosen ones. */
export function ImageSlots({
  slots,
  onChange,
}: {
  slots: Array<SlotImage | null>;
  onChange: (slots: Array<SlotImage | null>) => void;
}) {
  const intl = useIntl();
  const [choosing, setChoosing] = useState<number | null>(null);
  const chosen = slots.filter((slot) => slot !== null).map((slot) => slot.id);
  const put = (index: number, image: SlotImage | null) =>
    onChange(slots.map((slot, i) => (i === index ? image : slot)));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-700">
        {intl.formatMessage({ id: 'products.roomTypes.images', defaultMessage: 'Images' })}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
        {slots.map((image, index) => (
          <ImageSlot
            key={index}
            index={index}
            image={image}
            onChoose={() => setChoosing(index)}
            onRemove={() => put(index, null)}
          />
        ))}
      </div>
      <SearchDialog<SearchHit>
        open={choosing !== null}
        title={intl.formatMessage({ id: 'products.roomTypes.chooseImage', defaultMessage: 'Choose image' })}
        inputLabel={intl.formatMessage({ id: 'products.roomTypes.searchImages', defaultMessage: 'Search images' })}
        onClose={() => setChoosing(null)}
        search={(text) => searchCatalogue('images', text, chosen)}
        getKey={(hit) => hit.id}
        getLabel={(hit) => hit.name}
        renderItem={(hit) => (
          <span className="flex items-center gap-3">
            <img src={hit.src} alt="" className="h-10 w-14 rounded border border-gray-200 object-cover" />
            <span>{hit.name}</span>
          </span>
        )}
        onPick={(hit) => {
          if (choosing !== null) put(choosing, { id: Number(hit.id), name: hit.name, src: hit.src ?? '' });
          setChoosing(null);
        }}
      />
    </fieldset>
  );
}
