import { z } from 'zod/mini';
import { ROOM_TYPE_IMAGE_SLOTS, roomTypeInputSchema, type RoomType } from '../../../contract/room-types.ts';
import { intl, type IntlShape } from '../../i18n/intl.ts';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import type { FieldMessages } from '../../ui/form/use-contract-form.ts';
import type { SlotImage } from './room-type-images.ts';

const slotImage = z.object({ id: z.number(), name: z.string(), src: z.string() });
const LISTS = ['detailsLeft', 'detailsLeftEn', 'detailsRight', 'detailsRightEn'] as const;

/** Spec section 5's texts, and the console's own for the position, in the language shown. */
export const roomTypeMessages = (shown: IntlShape): FieldMessages => ({
  displayName: shown.formatMessage({
    id: 'products.roomTypes.displayNameEmpty',
    defaultMessage: 'Display name cannot be empty.',
  }),
  position: shown.formatMessage({
    id: 'products.roomTypes.positionInvalid',
    defaultMessage: 'Position must be a whole number, 0 or more.',
  }),
});

/**
 * The form's values as typed (the position as text, each line list as one text, 5 image slots), checked by the
 * contract's own rules on the way to POST roomtype's input (text trimmed at the start, blank lines dropped, the
 * slots in order without the gaps). `taken`: the clock ids in use, so a new room type cannot silently overwrite one
 * (POST inserts or updates by clockId); null when editing.
 */
export function roomTypeFormSchema(taken: ReadonlySet<string> | null) {
  return formSchema(
    z.object({
      clockId: z.string(),
      position: z.string(),
      displayName: z.string(),
      displayNameEn: z.string(),
      description: z.string(),
      descriptionEn: z.string(),
      detailsLeft: z.string(),
      detailsLeftEn: z.string(),
      detailsRight: z.string(),
      detailsRightEn: z.string(),
      slots: z.array(z.nullable(slotImage)),
    }),
    ({ position, slots, detailsLeft, detailsLeftEn, detailsRight, detailsRightEn, ...rest }) => ({
      ...rest,
      position: numberFromText(position),
      ...lists({ detailsLeft, detailsLeftEn, detailsRight, detailsRightEn }),
      imageIds: slots.flatMap((slot) => (slot ? [slot.id] : [])),
    }),
    roomTypeInputSchema,
    // Said when checked, in the language shown then.
    ({ clockId }) => {
      const id = clockId.trim();
      const problem =
        id === ''
          ? intl().formatMessage({ id: 'products.roomTypes.clockIdRequired', defaultMessage: 'Clock id is required.' })
          : id.length > 50
            ? intl().formatMessage({
                id: 'products.roomTypes.clockIdTooLong',
                defaultMessage: 'Clock id is at most 50 characters.',
              })
            : taken?.has(id)
              ? intl().formatMessage({
                  id: 'products.roomTypes.clockIdTaken',
                  defaultMessage: 'A room type with this clock id already exists.',
                })
              : null;
      return problem ? [{ path: 'clockId', message: problem }] : [];
    },
  );
}

const lists = (texts: Record<(typeof LISTS)[number], string>) =>
  Object.fromEntries(LISTS.map((key) => [key, texts[key].split('\n')])) as Record<(typeof LISTS)[number], string[]>;

export type RoomTypeFormValues = z.input<ReturnType<typeof roomTypeFormSchema>>;

/** The form of a room type (lists one item per line, its images in the first slots), or of a new one listed last. */
export function roomTypeValues(
  roomType: RoomType | undefined,
  images: readonly SlotImage[],
  nextPosition: number,
): RoomTypeFormValues {
  const slots = Array.from({ length: ROOM_TYPE_IMAGE_SLOTS }, (_, index) => images[index] ?? null);
  const r = roomType;
  return {
    clockId: r?.clockId ?? '',
    position: String(r?.position ?? nextPosition),
    displayName: r?.displayName ?? '',
    displayNameEn: r?.displayNameEn ?? '',
    description: r?.description ?? '',
    descriptionEn: r?.descriptionEn ?? '',
    ...(Object.fromEntries(LISTS.map((key) => [key, r?.[key].join('\n') ?? ''])) as Record<
      (typeof LISTS)[number],
      string
    >),
    slots,
  };
}
