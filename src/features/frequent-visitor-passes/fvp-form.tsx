import { useNavigate } from 'react-router-dom';
import { CatalogueProductIds } from '../../entities/search/catalogue-product.tsx';
import { useAppConfig } from '../../api/app-config-context.tsx';
import { useSaveFvp } from '../../entities/frequent-visitor-passes/frequent-visitor-pass-queries.ts';
import { ImageField } from '../../entities/images/image-field.tsx';
import { useOnline } from '../../offline/sync-context.tsx';
import { CheckoutLinkButton, checkoutLink } from '../../ui/checkout-link-button.tsx';
import { useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { FormControl, FormText } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { FVP_DRAFT_KEY, fvpCheckoutPath, fvpFormSchema, fvpMessages, type FvpFormValues } from './fvp-form-schema.ts';

export const FVP_LIST = '/fvp';

/** Spec section 8: a product added from the picker, or a saved change. */
const texts = (isNew: boolean) =>
  isNew
    ? { success: 'Product added successfully', error: 'There was an error while adding the product.' }
    : { success: 'Save successful', error: 'There was an error while saving item.' };

/**
 * A frequent visitor pass: its texts, url and image, and the checkout link that sells it. Errors show as soon as they
 * exist and Save waits for them; saving returns to the list, a refused save keeps everything typed.
 */
export function FvpForm({
  initial,
  brpProductNumber,
  isNew,
}: {
  initial: FvpFormValues;
  brpProductNumber: string | null;
  isNew: boolean;
}) {
  const form = useContractForm(fvpFormSchema, { defaultValues: initial, messages: fvpMessages, live: true });
  const online = useOnline();
  const navigate = useNavigate();
  const { checkoutUrl } = useAppConfig();
  const save = useSaveFvp();
  const saveAndReturn = useSaveAndReturn({
    listPath: FVP_LIST,
    draftKey: FVP_DRAFT_KEY,
    ...texts(isNew),
    isNew,
    form,
    messages: fvpMessages,
  });
  const invalid = Object.keys(form.formState.errors).length > 0;

  const submit = form.handleSubmit((input) => (online ? saveAndReturn(() => save.mutateAsync(input)) : undefined));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Frequent visitor pass"
      className="flex flex-col gap-4"
    >
      <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-gray-700">Frequent visitor pass</legend>
        <CatalogueProductIds brpProductId={initial.brpProductId} brpProductNumber={brpProductNumber} />
        <FormText form={form} name="displayName" label="Name" required />
        <FormText form={form} name="displayNameEn" label="Name EN" />
        <FormText form={form} name="url" label="Url" />
        <FormControl<FvpFormValues, number | null>
          form={form}
          name="imageFk"
          render={({ value, onChange, error }) => <ImageField imageFk={value} onChange={onChange} error={error} />}
        />
        <FormText form={form} name="description" label="Description" multiline rows={4} />
        <FormText form={form} name="descriptionEn" label="Description EN" multiline rows={4} />
      </fieldset>
      <FormActions
        online={online}
        saving={save.isPending}
        saveDisabled={invalid}
        onCancel={() => void navigate(FVP_LIST)}
        className="sticky bottom-0 z-10 justify-end border-t border-gray-200 bg-white/95 py-3"
        offlineClassName="mr-auto"
      >
        <CheckoutLinkButton link={checkoutLink(checkoutUrl, fvpCheckoutPath(initial.brpProductId))} />
      </FormActions>
    </form>
  );
}
