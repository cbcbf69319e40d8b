import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useOnline } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { IncludedMealFields } from '../../ui/included-meal-fields.tsx';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { notify } from '../../ui/notifications.ts';
import { clearDraft, writeDraft } from '../../ui/session-draft.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSaveAddon } from './api/save-addon.ts';
import { ADDON_DRAFT_KEY, addonErrors, toAddonInput, type AddonDraft } from './addon-form-state.ts';
import { useIncludedMealChoices } from '../../entities/restaurants/restaurant-queries.ts';

const LIST = '/hotelpackageaddons';

/**
 * The add-on form. Errors show as soon as they exist and Save stays disabled while they do (spec section 5).
 * A new add-on's form writes what is typed into its draft, so a reload keeps it; saving clears it. A failed save
 * keeps the user here with everything typed (spec section 4).
 */
export function AddonForm({ initial, isNew }: { initial: AddonDraft; isNew: boolean }) {
  const [draft, setDraft] = useState(initial);
  const online = useOnline();
  const save = useSaveAddon();
  const navigate = useNavigate();
  const restaurants = useIncludedMealChoices();
  const errors = addonErrors(draft);
  const invalid = Object.keys(errors).length > 0;

  const change = (patch: Partial<AddonDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (isNew) writeDraft(ADDON_DRAFT_KEY, next);
  };
  const text = (field: 'name' | 'nameEn' | 'unit' | 'unitEn' | 'url' | 'position' | 'description' | 'descriptionEn') => ({
    value: draft[field],
    onChange: (e: { target: { value: string } }) => change({ [field]: e.target.value }),
    error: errors[field] ?? null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || !online || save.isPending) return;
    save.mutate(toAddonInput(draft), {
      onSuccess: () => {
        notify.success('Hotel package addon successfully saved');
        clearDraft(ADDON_DRAFT_KEY);
        void navigate(LIST);
      },
      onError: () => notify.error('Something went wrong during saving item'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-gray-700">
        Clock id <span className="font-mono font-medium text-gray-900">{draft.clockId}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required {...text('name')} />
        <TextField label="Name EN" required {...text('nameEn')} />
        <TextField label="Unit" {...text('unit')} />
        <TextField label="Unit EN" {...text('unitEn')} />
        <TextField label="Url" {...text('url')} />
        <TextField label="Position" inputMode="numeric" {...text('position')} />
        <TextField label="Description" multiline rows={4} {...text('description')} />
        <TextField label="Description EN" multiline rows={4} {...text('descriptionEn')} />
      </div>
      <IncludedMealFields
        on={draft.mealOn}
        onToggle={(mealOn) => change({ mealOn })}
        value={draft}
        onChange={change}
        restaurants={restaurants}
        error={errors.includedMealDescription ?? null}
      />
      {/* Kept in view at the bottom of a tablet screen, where the long form scrolls. */}
      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-wrap items-center justify-end gap-2 rounded-b-lg border-t border-gray-200 bg-white px-4 py-3">
        <NeedsConnection online={online} />
        <Link to={LIST} className="inline-flex min-h-touch items-center rounded px-4 font-medium text-primary-700 hover:bg-primary-50">
          Cancel
        </Link>
        <Button type="submit" busy={save.isPending} disabled={invalid || !online}>
          Save
        </Button>
      </div>
    </form>
  );
}
