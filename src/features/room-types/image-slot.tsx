import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { uiMessages } from '../../ui/messages.ts';
import type { SlotImage } from './room-type-images.ts';
import { RoomTypeThumbnail } from './room-type-thumbnail.tsx';

/** One of the 5 image slots: the image with Remove, or "Choose image" when empty. */
export function ImageSlot({
  index,
  image,
  onChoose,
  onRemove,
}: {
  index: number;
  image: SlotImage | null;
  onChoose: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(
        { id: 'products.roomTypes.imageSlot', defaultMessage: 'Image slot {number}' },
        { number: index + 1 },
      )}
      className="flex min-w-0 flex-col gap-1 rounded-md border border-gray-200 bg-gray-50 p-2"
    >
      <span className="text-xs font-medium text-gray-600" aria-hidden="true">
        {index + 1}
      </span>
      {image ? (
        <>
          <RoomTypeThumbnail image={image} size="lg" />
          {/* Wrapped whole rather than cut with a title, which neither a finger nor the keyboard can reach. */}
          <span className="text-sm text-gray-800 wrap-anywhere">{image.name}</span>
          <Button
            variant="ghost"
            onClick={onRemove}
            aria-label={intl.formatMessage(
              { id: 'products.roomTypes.removeImage', defaultMessage: 'Remove {name}' },
              { name: image.name },
            )}
          >
            {intl.formatMessage(uiMessages.remove)}
          </Button>
        </>
      ) : (
        <>
          <div className="flex h-24 items-center justify-center rounded border border-dashed border-gray-300 text-sm text-gray-500">
            {intl.formatMessage({ id: 'products.roomTypes.emptySlot', defaultMessage: 'Empty' })}
          </div>
          <Button variant="secondary" onClick={onChoose}>
            {intl.formatMessage({ id: 'products.roomTypes.chooseImage', defaultMessage: 'Choose image' })}
          </Button>
        </>
      )}
    </div>
  );
}
