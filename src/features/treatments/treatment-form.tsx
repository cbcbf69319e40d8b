import { useMemo } from 'react';
import { FormImage } from '../../entities/images/image-field.tsx';
import { CatalogueProductIds } from '../../entities/search/catalogue-product.tsx';
import { useSaveTreatment } from '../../entities/treatments/treatment-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { useGoBack, useKeepDraft, useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { FormCheckboxes, FormText } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { uiMessages } from '../../ui/messages.ts';
import {
  TREATMENT_DRAFT_KEY,
  treatmentFormSchema,
  treatmentMessages,
  treatmentValues,
  type TreatmentFormValues,
} from './treatment-form-schema.ts';

export const TREATMENTS_LIST = '/treatments';

/** Between a label and its value. */
const SPACE = ' ';

const fieldset = 'grid gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm md:grid-cols-2';
const legend = 'px-1 text-sm font-medium text-gray-700';

/**
 * A treatment's texts, image and switches, and its addition's texts when the spa system gives it one. A new
 * treatment's form keeps what is typed in its draft (a reload starts from there); a refused save keeps it all here.
 */
export function TreatmentForm({
  initial,
  brpProductNumber,
  isNew,
}: {
  initial: TreatmentFormValues;
  brpProductNumber?: string;
  isNew: boolean;
}) {
  const intl = useIntl();
  const messages = useMemo(() => treatmentMessages(intl), [intl]);
  const form = useContractForm(treatmentFormSchema, { defaultValues: initial, messages });
  const online = useOnline();
  const save = useSaveTreatment();
  // Spec sections 2 and 8: saved, it says so and returns to the page the person came from.
  const saveAndReturn = useSaveAndReturn({
    listPath: TREATMENTS_LIST,
    success: intl.formatMessage({ id: 'products.treatments.saved', defaultMessage: 'Treatment saved successfully' }),
    error: intl.formatMessage(uiMessages.saveError),
    draftKey: TREATMENT_DRAFT_KEY,
    returnTo: 'previous',
    isNew,
    form,
    messages,
    values: treatmentValues,
  });
  const treatment = intl.formatMessage({ id: 'products.treatments.form', defaultMessage: 'Treatment' });
  const goBack = useGoBack(TREATMENTS_LIST);
  useKeepDraft(form, TREATMENT_DRAFT_KEY, isNew);

  const submit = form.handleSubmit((input) =>
    online ? saveAndReturn((version) => save.mutateAsync({ ...input, version })) : undefined,
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={treatment}>
      <fieldset className={fieldset}>
        <legend className={legend}>{treatment}</legend>
        <CatalogueProductIds brpProductId={initial.brpProductId} brpProductNumber={brpProductNumber} />
        <FormText
          form={form}
          name="displayName"
          label={intl.formatMessage({ id: 'products.treatments.displayName', defaultMessage: 'Display name' })}
          required
        />
        <FormText
          form={form}
          name="displayNameEn"
          label={intl.formatMessage({ id: 'products.treatments.displayNameEn', defaultMessage: 'Display name EN' })}
        />
        <FormText
          form={form}
          name="description"
          label={intl.formatMessage({ id: 'products.treatments.description', defaultMessage: 'Description' })}
          multiline
          rows={4}
        />
        <FormText
          form={form}
          name="descriptionEn"
          label={intl.formatMessage({ id: 'products.treatments.descriptionEn', defaultMessage: 'Description EN' })}
          multiline
          rows={4}
        />
        <FormImage form={form} name="imageFk" />
        <FormCheckboxes
          form={form}
          boxes={{
            isDual: intl.formatMessage({ id: 'products.treatments.duo', defaultMessage: 'Duo' }),
            avoidEmptyTimeSlots: intl.formatMessage({
              id: 'products.treatments.avoidEmptyTimeSlots',
              defaultMessage: 'Avoid empty time slots',
            }),
          }}
        />
      </fieldset>
      {initial.addition && (
        <fieldset className={fieldset}>
          <legend className={legend}>
            {intl.formatMessage({ id: 'products.treatments.addition', defaultMessage: 'Addition' })}
          </legend>
          <p className="text-sm text-gray-700 md:col-span-2">
            {intl.formatMessage({
              id: 'products.treatments.additionProductId',
              defaultMessage: 'Addition product id',
            })}
            {SPACE}
            <span className="font-mono font-medium text-gray-900">{initial.addition.additionProductId}</span>
          </p>
          <FormText
            form={form}
            name="addition.displayName"
            label={intl.formatMessage({
              id: 'products.treatments.additionDisplayName',
              defaultMessage: 'Addition display name',
            })}
          />
          <FormText
            form={form}
            name="addition.displayNameEn"
            label={intl.formatMessage({
              id: 'products.treatments.additionDisplayNameEn',
              defaultMessage: 'Addition display name EN',
            })}
          />
          <FormText
            form={form}
            name="addition.description"
            label={intl.formatMessage({
              id: 'products.treatments.additionDescription',
              defaultMessage: 'Addition description',
            })}
            multiline
            rows={3}
          />
          <FormText
            form={form}
            name="addition.descriptionEn"
            label={intl.formatMessage({
              id: 'products.treatments.additionDescriptionEn',
              defaultMessage: 'Addition description EN',
            })}
            multiline
            rows={3}
          />
          <FormText
            form={form}
            name="addition.brpName"
            label={intl.formatMessage({ id: 'products.treatments.brpName', defaultMessage: 'Brp name' })}
          />
        </fieldset>
      )}
      {/* Kept in view at the bottom of a tablet screen, where the form scrolls. */}
      <FormActions
        online={online}
        saving={form.formState.isSubmitting}
        onCancel={goBack}
        className="sticky bottom-0 z-10 justify-end border-t border-gray-200 bg-white/95 py-3"
        offlineClassName="mr-auto"
      />
    </form>
  );
}
