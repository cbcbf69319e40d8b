import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSaveAddon } from '../../entities/addons/addon-queries.ts';
import { IncludedMealSwitch } from '../../entities/restaurants/included-meal-switch.tsx';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { useKeepDraft, useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormText } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { uiMessages } from '../../ui/messages.ts';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import {
  ADDON_DRAFT_KEY,
  addonFormSchema,
  addonMessages,
  addonValues,
  type AddonFormValues,
} from './addon-form-schema.ts';

export const ADDONS_LIST = '/hotelpackageaddons';

/** Between a label and its value. */
const SPACE = ' ';

/**
 * The add-on form. Errors show as soon as they exist and Save stays disabled while they do (spec section 5).
 * A new add-on's form writes what is typed into its draft, so a reload keeps it; saving clears it. A failed save
 * keeps the user here with everything typed (spec section 4).
 */
export function AddonForm({ initial, isNew }: { initial: AddonFormValues; isNew: boolean }) {
  const intl = useIntl();
  const messages = useMemo(() => addonMessages(intl), [intl]);
  const form = useContractForm(addonFormSchema, { defaultValues: initial, messages, live: true });
  const online = useOnline();
  const save = useSaveAddon();
  const saveAndReturn = useSaveAndReturn({
    listPath: ADDONS_LIST,
    success: intl.formatMessage({
      id: 'products.addons.saved',
      defaultMessage: 'Hotel package addon successfully saved',
    }),
    error: intl.formatMessage({
      id: 'products.addons.saveError',
      defaultMessage: 'Something went wrong during saving item',
    }),
    draftKey: ADDON_DRAFT_KEY,
    isNew,
    form,
    messages,
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
        {intl.formatMessage({ id: 'products.addons.clockId', defaultMessage: 'Clock id' })}
        {SPACE}
        <span className="font-mono font-medium text-gray-900">{initial.clockId}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormText
          form={form}
          name="name"
          label={intl.formatMessage({ id: 'products.addons.name', defaultMessage: 'Name' })}
          required
        />
        <FormText
          form={form}
          name="nameEn"
          label={intl.formatMessage({ id: 'products.addons.nameEn', defaultMessage: 'Name EN' })}
          required
        />
        <FormText
          form={form}
          name="unit"
          label={intl.formatMessage({ id: 'products.addons.unit', defaultMessage: 'Unit' })}
        />
        <FormText
          form={form}
          name="unitEn"
          label={intl.formatMessage({ id: 'products.addons.unitEn', defaultMessage: 'Unit EN' })}
        />
        <FormText
          form={form}
          name="url"
          label={intl.formatMessage({ id: 'products.addons.url', defaultMessage: 'Url' })}
        />
        <FormText
          form={form}
          name="position"
          label={intl.formatMessage({ id: 'products.addons.position', defaultMessage: 'Position' })}
          inputMode="numeric"
        />
        <FormText
          form={form}
          name="description"
          label={intl.formatMessage({ id: 'products.addons.description', defaultMessage: 'Description' })}
          multiline
          rows={4}
        />
        <FormText
          form={form}
          name="descriptionEn"
          label={intl.formatMessage({ id: 'products.addons.descriptionEn', defaultMessage: 'Description EN' })}
          multiline
          rows={4}
        />
      </div>
      <IncludedMealSwitch form={form} />
      {/* Kept in view at the bottom of a tablet screen, where the long form scrolls. */}
      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-wrap items-center justify-end gap-2 rounded-b-lg border-t border-gray-200 bg-white px-4 py-3">
        <NeedsConnection online={online} />
        <Link
          to={ADDONS_LIST}
          className="inline-flex min-h-touch items-center rounded px-4 font-medium text-primary-700 hover:bg-primary-50"
        >
          {intl.formatMessage(uiMessages.cancel)}
        </Link>
        <Button type="submit" busy={save.isPending} disabled={invalid || !online}>
          {intl.formatMessage(uiMessages.save)}
        </Button>
      </div>
    </form>
  );
}
