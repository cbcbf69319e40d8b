import { useNavigate } from 'react-router-dom';
import { CatalogueProductIds } from '../../entities/search/catalogue-product.tsx';
import { useSaveDayPass } from '../../entities/day-passes/day-pass-queries.ts';
import { ImageField } from '../../entities/images/image-field.tsx';
import { useOnline } from '../../offline/sync-context.tsx';
import { useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { FormControl, FormText } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { DayPassRestrictionsField } from './day-pass-restrictions-field.tsx';
import {
  DAY_PASS_DRAFT_KEY,
  dayPassFormSchema,
  dayPassMessages,
  type DayPassFormValues,
} from './day-pass-form-schema.ts';
import { IncludedServicesField } from './included-services-field.tsx';

export const DAY_PASSES_LIST = '/daypass';

/** Spec section 8: a product added from the picker, or a saved change. */
const texts = (isNew: boolean) =>
  isNew
    ? { success: 'Product added successfully', error: 'There was an error while adding the product.' }
    : { success: 'Save successful', error: 'There was an error while saving item.' };

const fieldset = 'flex flex-col gap-3 rounded border border-gray-200 p-3';
const legend = 'px-1 text-sm font-medium text-gray-700';

/**
 * A day pass: its texts, from time, image, restrictions and included services, saved at once. Errors show as soon as
 * they exist and Save waits for them; saving returns to the list, a refused save keeps everything typed.
 */
export function DayPassForm({
  initial,
  brpProductNumber,
  isNew,
}: {
  initial: DayPassFormValues;
  brpProductNumber: string | null;
  isNew: boolean;
}) {
  const form = useContractForm(dayPassFormSchema, { defaultValues: initial, messages: dayPassMessages, live: true });
  const online = useOnline();
  const navigate = useNavigate();
  const save = useSaveDayPass();
  const saveAndReturn = useSaveAndReturn({
    listPath: DAY_PASSES_LIST,
    draftKey: DAY_PASS_DRAFT_KEY,
    ...texts(isNew),
    isNew,
    form,
    messages: dayPassMessages,
  });
  const invalid = Object.keys(form.formState.errors).length > 0;
  const busy = save.isPending;

  const submit = form.handleSubmit((input) => (online ? saveAndReturn(() => save.mutateAsync(input)) : undefined));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Day pass" className="flex flex-col gap-4">
      <fieldset className={`${fieldset} md:grid md:grid-cols-2`}>
        <legend className={legend}>Day pass</legend>
        <CatalogueProductIds brpProductId={initial.brpProductId} brpProductNumber={brpProductNumber} />
        <FormText form={form} name="displayName" label="Name" required />
        <FormText form={form} name="displayNameEn" label="Name EN" />
        <FormText form={form} name="fromTime" label="From time (HH:mm)" inputMode="numeric" />
        <FormText form={form} name="url" label="Url" />
        <FormControl<DayPassFormValues, number | null>
          form={form}
          name="imageFk"
          render={({ value, onChange, error }) => <ImageField imageFk={value} onChange={onChange} error={error} />}
        />
        <div className="hidden md:block" />
        <FormText form={form} name="description" label="Description" multiline rows={4} />
        <FormText form={form} name="descriptionEn" label="Description EN" multiline rows={4} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Restrictions</legend>
        <DayPassRestrictionsField form={form} disabled={busy} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Included services</legend>
        <IncludedServicesField form={form} disabled={busy} />
      </fieldset>
      <FormActions
        online={online}
        saving={busy}
        saveDisabled={invalid}
        onCancel={() => void navigate(DAY_PASSES_LIST)}
        className="sticky bottom-0 z-10 justify-end border-t border-gray-200 bg-white/95 py-3"
        offlineClassName="mr-auto"
      />
    </form>
  );
}
