import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RoomType } from '../../../contract/room-types.ts';
import { ApiError } from '../../api/api-errors.ts';
import { useSaveRoomType } from '../../entities/room-types/room-type-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormControl, FormText } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { SAVE_SUCCESS } from '../../ui/messages.ts';
import { TextField } from '../../ui/text-field.tsx';
import { conflictOf } from '../../ui/version-conflict.tsx';
import { ImageSlots } from './image-slots.tsx';
import {
  roomTypeFormSchema,
  roomTypeMessages,
  roomTypeValues,
  type RoomTypeFormValues,
} from './room-type-form-schema.ts';
import type { SlotImage } from './room-type-images.ts';

export const ROOM_TYPES_LIST = '/roomtypes';

export interface RoomTypeFormProps {
  /** Undefined for a new room type. */
  roomType?: RoomType;
  images: SlotImage[];
  /** Clock ids in use, so a new room type cannot silently overwrite one (POST inserts or updates by clockId). */
  takenClockIds: ReadonlySet<string>;
  nextPosition: number;
}

/** The edit and new form of a room type: saves, then returns to the list; a failed save keeps the user here. */
export function RoomTypeForm({ roomType, images, takenClockIds, nextPosition }: RoomTypeFormProps) {
  const isNew = !roomType;
  const schema = useMemo(() => roomTypeFormSchema(isNew ? takenClockIds : null), [isNew, takenClockIds]);
  const form = useContractForm(schema, {
    defaultValues: roomTypeValues(roomType, images, nextPosition),
    messages: roomTypeMessages,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const online = useOnline();
  const save = useSaveRoomType();
  const navigate = useNavigate();
  // Spec section 8: the room types' own wording of a failed save.
  const saveAndReturn = useSaveAndReturn({
    listPath: ROOM_TYPES_LIST,
    success: SAVE_SUCCESS,
    error: 'There was an error while saving data.',
    form,
    messages: roomTypeMessages,
    values: (record: RoomType) => roomTypeValues(record, images, nextPosition),
  });

  const submit = form.handleSubmit(async (input) => {
    if (!online) return;
    setServerError(null);
    // The server's own explanation stays on the form beside the toast (e.g. an image deleted meanwhile).
    await saveAndReturn((version) =>
      save.mutateAsync({ ...input, version }).catch((err: unknown) => {
        // A change made meanwhile is shown with its merge (useSaveAndReturn), not as a reason above the fields.
        if (conflictOf(err)) throw err;
        setServerError(
          err instanceof ApiError && err.serverMessage
            ? err.serverMessage
            : err instanceof Error
              ? err.message
              : String(err),
        );
        throw err;
      }),
    );
  });

  return (
    <form
      noValidate
      aria-label={isNew ? 'New room type' : `Room type ${roomType.clockId}`}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => void submit(event)}
    >
      {serverError && (
        <p role="alert" className="rounded bg-secondary-50 p-2 text-sm text-secondary-800">
          {serverError}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        {isNew ? (
          <FormText form={form} name="clockId" label="Clock id" required />
        ) : (
          <TextField label="Clock id" readOnly disabled value={roomType.clockId} />
        )}
        <FormText form={form} name="position" label="Position" inputMode="numeric" />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <FormText form={form} name="displayName" label="Display name" required />
        <FormText form={form} name="displayNameEn" label="Display name EN" />
        <FormText form={form} name="description" label="Description" multiline rows={4} />
        <FormText form={form} name="descriptionEn" label="Description EN" multiline rows={4} />
        <FormText form={form} name="detailsLeft" label="Details left (one per line)" multiline rows={4} />
        <FormText form={form} name="detailsLeftEn" label="Details left EN (one per line)" multiline rows={4} />
        <FormText form={form} name="detailsRight" label="Details right (one per line)" multiline rows={4} />
        <FormText form={form} name="detailsRightEn" label="Details right EN (one per line)" multiline rows={4} />
      </div>
      <FormControl<RoomTypeFormValues, Array<SlotImage | null>>
        form={form}
        name="slots"
        render={({ value, onChange }) => <ImageSlots slots={value} onChange={onChange} />}
      />
      <FormActions
        online={online}
        saving={save.isPending}
        onCancel={() => void navigate(ROOM_TYPES_LIST)}
        className="justify-end border-t border-gray-100 pt-3"
      />
    </form>
  );
}
