import { Link } from 'react-router-dom';
import { useSaveAddon } from '../../entities/addons/addon-queries.ts';
import { IncludedMealSwitch } from '../../entities/restaurants/included-meal-switch.tsx';
import { useOnline } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { useKeepDraft, useSaveAndReturn, type SaveAndReturnTexts } from '../../ui/edit-page-shell.tsx';
import { FormText } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import {
  ADDON_DRAFT_KEY,
  addonFormSchema,
  addonMessages,
  addonValues,
  type AddonFormValues,
} from './addon-form-schema.ts';

export const ADDONS_LIST = '/hotelpackageaddons';

const ADDON_SAVE: SaveAndReturnTexts = {
  listPath: ADDONS_LIST,
  success: 'Hotel package addon successfully saved',
  error: 'Something went wrong during saving item',
  draftKey: ADDON_DRAFT_KEY,
};

/**
 * The add-on form. Errors show as soon as they exist and Save stays disabled while they do (spec section 5).
 * A new add-on's form writes what is typed into its draft, so a reload keeps it; saving clears it. A failed save
 * keeps the user here with everything typed (spec section 4).
 */
export function AddonForm({ initial, isNew }: { initial: AddonFormValues; isNew: boolean }) {
  const form = useContractForm(addonFormSchema, { defaultValues: initial, messages: addonMessages, live: true });
  const online = useOnline();
  const save = useSaveAddon();
  const saveAndReturn = useSaveAndReturn({
    ...ADDON_SAVE,
    isNew,
    form,
    messages: addonMessages,
    values: addonValues,
  });
  const invalid = Object.keys(form.formState.errors).length > 0;

  useKeepDraft(form, ADDON_DRAFT_KEY, isNew);

  const submit = form.handleSubmit((input) =>
    online ? saveAndReturn((version) => save.mutateAsync({ ...input, version })) : undefined,
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-gray-700">
        Clock id <span className="font-mono font-medium text-gray-900">{initial.clockId}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormText form={form} name="name" label="Name" required />
        <FormText form={form} name="nameEn" label="Name EN" required />
        <FormText form={form} name="unit" label="Unit" />
        <FormText form={form} name="unitEn" label="Unit EN" />
        <FormText form={form} name="url" label="Url" />
        <FormText form={form} name="position" label="Position" inputMode="numeric" />
        <FormText form={form} name="description" label="Description" multiline rows={4} />
        <FormText form={form} name="descriptionEn" label="Description EN" multiline rows={4} />
      </div>
      <IncludedMealSwitch form={form} />
      {/* Kept in view at the bottom of a tablet screen, where the long form scrolls. */}
      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-wrap items-center justify-end gap-2 rounded-b-lg border-t border-gray-200 bg-white px-4 py-3">
        <NeedsConnection online={online} />
        <Link
          to={ADDONS_LIST}
          className="inline-flex min-h-touch items-center rounded px-4 font-medium text-primary-700 hover:bg-primary-50"
        >
          Cancel
        </Link>
        <Button type="submit" busy={save.isPending} disabled={invalid || !online}>
          Save
        </Button>
      </div>
    </form>
  );
}
