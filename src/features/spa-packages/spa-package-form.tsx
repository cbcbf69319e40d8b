import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { SpaPackageGroup } from '../../../contract/spa.ts';
import { useAppConfig } from '../../api/app-config-context.tsx';
import { IncludedMealSwitch } from '../../entities/restaurants/included-meal-switch.tsx';
import { useSaveSpaPackage } from '../../entities/spa-packages/spa-package-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { CheckoutLinkButton, checkoutLink } from '../../ui/checkout-link-button.tsx';
import { useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { SpaGroupFields } from './spa-group-fields.tsx';
import {
  orderLimitProblem,
  SPA_PACKAGES_PATH,
  spaPackageFormSchema,
  spaPackageFormValues,
  spaPackageMessages,
} from './spa-package-form-schema.ts';
import { SpaProductsSection } from './spa-products-section.tsx';

/** Spec section 2: a spa package's checkout link is `{checkoutUrl}/spa?package={id}`, the group's id. */
export const spaCheckoutPath = (id: number) => `/spa?package=${id}`;

/**
 * A spa package: the group's fields, its included meal and its products with their restrictions, saved together
 * (the group, then each product, then the removed ones go) and back to the list. A refused save keeps what was typed.
 */
export function SpaPackageForm({ initial }: { initial: SpaPackageGroup }) {
  const intl = useIntl();
  const messages = useMemo(() => spaPackageMessages(intl), [intl]);
  const form = useContractForm(spaPackageFormSchema, {
    defaultValues: spaPackageFormValues(initial),
    messages,
  });
  const online = useOnline();
  const navigate = useNavigate();
  const { checkoutUrl } = useAppConfig();
  const save = useSaveSpaPackage();
  const saveAndReturn = useSaveAndReturn({
    listPath: SPA_PACKAGES_PATH,
    success: intl.formatMessage({ id: 'products.spaPackages.saved', defaultMessage: 'Spa package successfully saved' }),
    error: intl.formatMessage({
      id: 'products.spaPackages.saveError',
      defaultMessage: 'There was an error while saving data.',
    }),
    form,
    messages,
    values: spaPackageFormValues,
  });
  // Spec section 3: an id greater than 0 is an existing group. A new one has its id once saved, so a retry after a
  // refused product updates it rather than adding another.
  const [groupId, setGroupId] = useState(initial.id);
  const products = useWatch({ control: form.control, name: 'products' });
  const blocked = products.some((p) => orderLimitProblem(p.limitMode, p.orderLimit) !== null);

  const submit = form.handleSubmit(({ products: kept, ...group }) => {
    if (!online || blocked) return;
    const keptIds = new Set(kept.map((p) => p.brpProductId));
    const removed = initial.products.map((p) => p.brpProductId).filter((id) => !keptIds.has(id));
    const productVersions = new Map(initial.products.map((p) => [p.brpProductId, p.version]));
    return saveAndReturn((version) =>
      save.mutateAsync({
        id: groupId,
        version,
        group,
        products: kept,
        removed,
        onGroupSaved: setGroupId,
        productVersions,
      }),
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={intl.formatMessage({ id: 'products.spaPackages.form', defaultMessage: 'Spa package' })}
    >
      <SpaGroupFields form={form} />
      <IncludedMealSwitch form={form} />
      <SpaProductsSection form={form} />
      <FormActions
        online={online}
        saving={form.formState.isSubmitting}
        saveDisabled={blocked}
        onCancel={() => void navigate(SPA_PACKAGES_PATH)}
        className="sticky bottom-0 z-10 justify-end border-t border-gray-200 bg-white/95 py-3"
        offlineClassName="mr-auto"
      >
        {blocked && (
          <p className="mr-auto text-sm text-secondary-700">
            {intl.formatMessage({
              id: 'products.spaPackages.saveBlocked',
              defaultMessage: 'A set order limit must be 1 or more before saving.',
            })}
          </p>
        )}
        {initial.id > 0 && <CheckoutLinkButton link={checkoutLink(checkoutUrl, spaCheckoutPath(initial.id))} />}
      </FormActions>
    </form>
  );
}
