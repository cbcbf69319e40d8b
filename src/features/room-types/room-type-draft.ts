import { ROOM_TYPE_IMAGE_SLOTS, roomTypeInputSchema, type RoomType, type RoomTypeInput } from '../../../contract/room-types.ts';
import type { SlotImage } from './room-type-images.ts';

/** The form's own state: text as typed (lists as one line per item), the position as typed, 5 image slots. */
export interface RoomTypeDraft {
  clockId: string;
  position: string;
  displayName: string;
  displayNameEn: string;
  description: string;
  descriptionEn: string;
  detailsLeft: string;
  detailsLeftEn: string;
  detailsRight: string;
  detailsRightEn: string;
  slots: Array<SlotImage | null>;
}

export type TextKey = Exclude<keyof RoomTypeDraft, 'slots'>;

export function draftOf(roomType: RoomType | undefined, images: SlotImage[], nextPosition: number): RoomTypeDraft {
  const slots = Array.from({ length: ROOM_TYPE_IMAGE_SLOTS }, (_, index) => images[index] ?? null);
  if (!roomType) {
    return { clockId: '', position: String(nextPosition), displayName: '', displayNameEn: '', description: '', descriptionEn: '', detailsLeft: '', detailsLeftEn: '', detailsRight: '', detailsRightEn: '', slots };
  }
  return {
    clockId: roomType.clockId,
    position: String(roomType.position),
    displayName: roomType.displayName,
    displayNameEn: roomType.displayNameEn,
    description: roomType.description,
    descriptionEn: roomType.descriptionEn,
    detailsLeft: roomType.detailsLeft.join('\n'),
    detailsLeftEn: roomType.detailsLeftEn.join('\n'),
    detailsRight: roomType.detailsRight.join('\n'),
    detailsRightEn: roomType.detailsRightEn.join('\n'),
    slots,
  };
}

/** One item per line; blank lines dropped (spec section 5). */
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
const position = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** What POST roomtype gets: text fields trimmed at the start (spec section 5), slots in order without the gaps. */
export function inputOf(draft: RoomTypeDraft): RoomTypeInput {
  return {
    clockId: draft.clockId.trim(),
    position: position(draft.position),
    displayName: draft.displayName.trimStart(),
    displayNameEn: draft.displayNameEn.trimStart(),
    description: draft.description.trimStart(),
    descriptionEn: draft.descriptionEn.trimStart(),
    detailsLeft: lines(draft.detailsLeft),
    detailsLeftEn: lines(draft.detailsLeftEn),
    detailsRight: lines(draft.detailsRight),
    detailsRightEn: lines(draft.detailsRightEn),
    imageIds: draft.slots.filter((slot) => slot !== null).map((slot) => slot.id),
  };
}

/** Field errors as the form shows them; the display name's text is the contract's (spec section 5). */
export function errorsOf(input: RoomTypeInput, takenClockIds: ReadonlySet<string> | null): Map<string, string> {
  const errors = new Map<string, string>();
  const parsed = roomTypeInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (!errors.has(field)) errors.set(field, issue.message);
    }
  }
  if (errors.has('clockId')) errors.set('clockId', input.clockId === '' ? 'Clock id is required.' : 'Clock id is at most 50 characters.');
  if (errors.has('position')) errors.set('position', 'Position must be a whole number, 0 or more.');
  if (!errors.has('clockId') && takenClockIds?.has(input.clockId)) errors.set('clockId', 'A room type with this clock id already exists.');
  return errors;
}
