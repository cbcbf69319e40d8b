import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppConfig } from '../../api/app-config-context.tsx';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { CheckoutLinkButton, checkoutLink } from '../../ui/checkout-link-button.tsx';
import { useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { FormText } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { FormImage } from '../images/image-field.tsx';
import { CatalogueProductIds } from '../search/catalogue-product.tsx';
import type { SpaPassKind } from './spa-pass-kinds.ts';
import {
  spaPassFormSchema,
  spaPassMessages,
  spaPassValues,
  type SpaPassForm as Form,
  type SpaPassFormValues,
} from './spa-pass-form-schema.ts';
import { useSaveSpaPass } from './spa-pass-queries.ts';

/** Spec section 8: a product added from the picker, or a saved change. */
const texts = (intl: IntlShape, isNew: boolean) =>
  isNew
    ? {
        success: intl.formatMessage({ id: 'products.spaPasses.added', defaultMessage: 'Product added successfully' }),
        error: intl.formatMessage({
          id: 'products.spaPasses.addError',
          defaultMessage: 'There was an error while adding the product.',
        }),
      }
    : {
        success: intl.formatMessage({ id: 'products.spaPasses.saved', defaultMessage: 'Save successful' }),
        error: intl.formatMessage({
          id: 'products.spaPasses.saveError',
          defaultMessage: 'There was an error while saving item.',
        }),
      };

export interface SpaPassFormProps {
  kind: SpaPassKind;
  initial: SpaPassFormValues;
  brpProductNumber: string | null;
  isNew: boolean;
  /** The kind's own parts under the pass's fields (a day pass's restrictions and included services). */
  sections?: (form: Form, busy: boolean) => ReactNode;
}

/**
 * A day pass or a frequent visitor pass: its texts, url and image (a day pass also its from time, and `sections`),
 * saved at once; a frequent visitor pass links to the checkout page that sells it. Errors show as soon as they exist
 * and Save waits for them; saving returns to the list, a refused save keeps everything typed.
 */
export function SpaPassForm({ kind, initial, brpProductNumber, isNew, sections }: SpaPassFormProps) {
  const intl = useIntl();
  const messages = useMemo(() => spaPassMessages(intl), [intl]);
  const form = useContractForm(spaPassFormSchema, { defaultValues: initial, messages, live: true });
  const online = useOnline();
  const navigate = useNavigate();
  const { checkoutUrl } = useAppConfig();
  const save = useSaveSpaPass(kind);
  const saveAndReturn = useSaveAndReturn({
    listPath: kind.listPath,
    draftKey: kind.draftKey,
    ...texts(intl, isNew),
    isNew,
    form,
    messages,
    values: spaPassValues,
  });
  const invalid = Object.keys(form.formState.errors).length > 0;
  const busy = save.isPending;
  const name = intl.formatMessage(kind.texts.name);

  const submit = form.handleSubmit((input) =>
    online ? saveAndReturn((version) => save.mutateAsync({ ...input, version })) : undefined,
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={name} className="flex flex-col gap-4">
      <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-gray-700">{name}</legend>
        <CatalogueProductIds brpProductId={initial.brpProductId} brpProductNumber={brpProductNumber} />
        <FormText
          form={form}
          name="displayName"
          label={intl.formatMessage({ id: 'products.spaPasses.name', defaultMessage: 'Name' })}
          required
        />
        <FormText
          form={form}
          name="displayNameEn"
          label={intl.formatMessage({ id: 'products.spaPasses.nameEn', defaultMessage: 'Name EN' })}
        />
        {kind.hasDayPassFields && (
          <FormText
            form={form}
            name="fromTime"
            label={intl.formatMessage({ id: 'products.spaPasses.fromTime', defaultMessage: 'From time (HH:mm)' })}
            inputMode="numeric"
          />
        )}
        <FormText
          form={form}
          name="url"
          label={intl.formatMessage({ id: 'products.spaPasses.url', defaultMessage: 'Url' })}
        />
        <FormImage form={form} name="imageFk" showError />
        {kind.hasDayPassFields && <div className="hidden md:block" />}
        <FormText
          form={form}
          name="description"
          label={intl.formatMessage({ id: 'products.spaPasses.description', defaultMessage: 'Description' })}
          multiline
          rows={4}
        />
        <FormText
          form={form}
          name="descriptionEn"
          label={intl.formatMessage({ id: 'products.spaPasses.descriptionEn', defaultMessage: 'Description EN' })}
          multiline
          rows={4}
        />
      </fieldset>
      {sections?.(form, busy)}
      <FormActions
        online={online}
        saving={busy}
        saveDisabled={invalid}
        onCancel={() => void navigate(kind.listPath)}
        className="sticky bottom-0 z-10 justify-end border-t border-gray-200 bg-white/95 py-3"
        offlineClassName="mr-auto"
      >
        {kind.checkoutPath && (
          <CheckoutLinkButton link={checkoutLink(checkoutUrl, kind.checkoutPath(initial.brpProductId))} />
        )}
      </FormActions>
    </form>
  );
}
