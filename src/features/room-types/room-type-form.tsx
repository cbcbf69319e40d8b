import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RoomType } from '../../../contract/room-types.ts';
import { ApiError } from '../../api/api-errors.ts';
import { useSaveRoomType } from '../../entities/room-types/room-type-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { serverSaid, serverText } from '../../i18n/server-text.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormControl, FormText } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { FormActions } from '../../ui/form-actions.tsx';
import { uiMessages } from '../../ui/messages.ts';
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
  const intl = useIntl();
  const isNew = !roomType;
  const schema = useMemo(() => roomTypeFormSchema(isNew ? takenClockIds : null), [isNew, takenClockIds]);
  const messages = useMemo(() => roomTypeMessages(intl), [intl]);
  const form = useContractForm(schema, {
    defaultValues: roomTypeValues(roomType, images, nextPosition),
    messages,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const online = useOnline();
  const save = useSaveRoomType();
  const navigate = useNavigate();
  // Spec section 8: the room types' own wording of a failed save.
  const saveAndReturn = useSaveAndReturn({
    listPath: ROOM_TYPES_LIST,
    success: intl.formatMessage(uiMessages.saveSuccess),
    error: intl.formatMessage({
      id: 'products.roomTypes.saveError',
      defaultMessage: 'There was an error while saving data.',
    }),
    form,
    messages,
    values: (record: RoomType) => roomTypeValues(record, images, nextPosition),
  });

  const label = {
    clockId: intl.formatMessage({ id: 'products.roomTypes.clockId', defaultMessage: 'Clock id' }),
    position: intl.formatMessage({ id: 'products.roomTypes.position', defaultMessage: 'Position' }),
    displayName: intl.formatMessage({ id: 'products.roomTypes.displayName', defaultMessage: 'Display name' }),
    displayNameEn: intl.formatMessage({ id: 'products.roomTypes.displayNameEn', defaultMessage: 'Display name EN' }),
    description: intl.formatMessage({ id: 'products.roomTypes.description', defaultMessage: 'Description' }),
    descriptionEn: intl.formatMessage({ id: 'products.roomTypes.descriptionEn', defaultMessage: 'Description EN' }),
    detailsLeft: intl.formatMessage({
      id: 'products.roomTypes.detailsLeft',
      defaultMessage: 'Details left (one per line)',
    }),
    detailsLeftEn: intl.formatMessage({
      id: 'products.roomTypes.detailsLeftEn',
      defaultMessage: 'Details left EN (one per line)',
    }),
    detailsRight: intl.formatMessage({
      id: 'products.roomTypes.detailsRight',
      defaultMessage: 'Details right (one per line)',
    }),
    detailsRightEn: intl.formatMessage({
      id: 'products.roomTypes.detailsRightEn',
      defaultMessage: 'Details right EN (one per line)',
    }),
  };

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
            ? serverText(intl, serverSaid(err.details) ?? { message: err.serverMessage })
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
      aria-label={
        isNew
          ? intl.formatMessage({ id: 'products.roomTypes.new', defaultMessage: 'New room type' })
          : intl.formatMessage(
              { id: 'products.roomTypes.formOf', defaultMessage: 'Room type {clockId}' },
              { clockId: roomType.clockId },
            )
      }
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
          <FormText form={form} name="clockId" label={label.clockId} required />
        ) : (
          <TextField label={label.clockId} readOnly disabled value={roomType.clockId} />
        )}
        <FormText form={form} name="position" label={label.position} inputMode="numeric" />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <FormText form={form} name="displayName" label={label.displayName} required />
        <FormText form={form} name="displayNameEn" label={label.displayNameEn} />
        <FormText form={form} name="description" label={label.description} multiline rows={4} />
        <FormText form={form} name="descriptionEn" label={label.descriptionEn} multiline rows={4} />
        <FormText form={form} name="detailsLeft" label={label.detailsLeft} multiline rows={4} />
        <FormText form={form} name="detailsLeftEn" label={label.detailsLeftEn} multiline rows={4} />
        <FormText form={form} name="detailsRight" label={label.detailsRight} multiline rows={4} />
        <FormText form={form} name="detailsRightEn" label={label.detailsRightEn} multiline rows={4} />
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
