import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RoomType } from '../../../contract/room-types.ts';
import { ApiError } from '../../api/http.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { notify } from '../../ui/notifications.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSaveRoomType } from './api/save-room-type.ts';
import { ImageSlots } from './image-slots.tsx';
import { SAVE_ERROR, SAVE_SUCCESS } from './messages.ts';
import { draftOf, errorsOf, inputOf, type RoomTypeDraft, type TextKey } from './room-type-draft.ts';
import type { SlotImage } from './room-type-images.ts';

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
  const [draft, setDraft] = useState<RoomTypeDraft>(() => draftOf(roomType, images, nextPosition));
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const online = useOnline();
  const save = useSaveRoomType();
  const navigate = useNavigate();
  const isNew = !roomType;

  const input = inputOf(draft);
  const errors = errorsOf(input, isNew ? takenClockIds : null);
  const error = (field: string) => (tried ? (errors.get(field) ?? null) : null);
  const text = (key: TextKey, label: string, options: { multiline?: boolean; rows?: number } = {}) => {
    const common = { label, value: draft[key], error: error(key), onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })) };
    return options.multiline ? <TextField {...common} multiline rows={options.rows ?? 4} /> : <TextField {...common} />;
  };

  const submit = () => {
    setTried(true);
    setServerError(null);
    if (errors.size > 0 || !online) return;
    save.mutate(input, {
      onSuccess: () => {
        notify.success(SAVE_SUCCESS);
        void navigate('/roomtypes');
      },
      onError: (err) => {
        notify.error(SAVE_ERROR);
        setServerError(err instanceof ApiError && err.serverMessage ? err.serverMessage : err.message);
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={isNew ? 'New room type' : `Room type ${roomType.clockId}`}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {serverError && <p role="alert" className="rounded bg-secondary-50 p-2 text-sm text-secondary-800">{serverError}</p>}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Clock id"
          required={isNew}
          readOnly={!isNew}
          disabled={!isNew}
          value={draft.clockId}
          error={error('clockId')}
          onChange={(e) => setDraft((d) => ({ ...d, clockId: e.target.value }))}
        />
        <TextField label="Position" inputMode="numeric" value={draft.position} error={error('position')} onChange={(e) => setDraft((d) => ({ ...d, position: e.target.value }))} />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label="Display name" required value={draft.displayName} error={error('displayName')} onChange={(e) => setDraft((d) => ({ ...d, displayName: e.target.value }))} />
        {text('displayNameEn', 'Display name EN')}
        {text('description', 'Description', { multiline: true })}
        {text('descriptionEn', 'Description EN', { multiline: true })}
        {text('detailsLeft', 'Details left (one per line)', { multiline: true })}
        {text('detailsLeftEn', 'Details left EN (one per line)', { multiline: true })}
        {text('detailsRight', 'Details right (one per line)', { multiline: true })}
        {text('detailsRightEn', 'Details right EN (one per line)', { multiline: true })}
      </div>
      <ImageSlots slots={draft.slots} onChange={(slots) => setDraft((d) => ({ ...d, slots }))} />
      <FormActions online={online} saving={save.isPending} onCancel={() => void navigate('/roomtypes')} className="justify-end border-t border-gray-100 pt-3" />
    </form>
  );
}
