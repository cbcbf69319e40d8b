import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { HotelPackage } from '../../../contract/hotel-products.ts';
import { useAppConfig } from '../../api/app-config-context.tsx';
import { lowestPriceQuery, useSaveHotelPackage } from '../../entities/hotel-packages/hotel-package-queries.ts';
import { IncludedMealSwitch } from '../../entities/restaurants/included-meal-switch.tsx';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { CheckoutLinkButton, checkoutLink } from '../../ui/checkout-link-button.tsx';
import { useSaveAndReturn } from '../../ui/edit-page-shell.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import {
  HOTEL_PACKAGE_DRAFT_KEY,
  hotelPackageFormSchema,
  hotelPackageFormValues,
  type PickedPackage,
} from './hotel-package-form-schema.ts';
import { PackageMainFields } from './package-main-fields.tsx';
import { PackageRateFields } from './package-rate-fields.tsx';
import { PackageTextFields } from './package-text-fields.tsx';

export const HOTEL_PACKAGES_PATH = '/hotelpackages';

/** Decision 008: a hotel package's checkout link carries its package code (the clock id). */
export const hotelCheckoutPath = (clockId: string) => `/hotel?packageCode=${encodeURIComponent(clockId)}`;

/** Every field of a hotel package; saving returns to the list, a refused save keeps what was typed. */
export function HotelPackageForm({ initial, isNew }: { initial: HotelPackage | PickedPackage; isNew: boolean }) {
  const intl = useIntl();
  const { clockId } = initial;
  const form = useContractForm(hotelPackageFormSchema, { defaultValues: hotelPackageFormValues(initial) });
  const online = useOnline();
  const navigate = useNavigate();
  const { checkoutUrl } = useAppConfig();
  const save = useSaveHotelPackage();
  // Spec section 9: the price from is the lowest of the next 6 weeks. A saved package's is the server's figure, the
  // one its list shows (server/domain/lowest-price.ts, withPriceFrom); a new one asks the server for the same figure.
  const lowest = useQuery({ ...lowestPriceQuery(clockId), enabled: isNew });
  const saveAndReturn = useSaveAndReturn({
    listPath: HOTEL_PACKAGES_PATH,
    success: intl.formatMessage({
      id: 'products.hotelPackages.saved',
      defaultMessage: 'Hotel package successfully saved',
    }),
    error: intl.formatMessage({
      id: 'products.hotelPackages.saveError',
      defaultMessage: 'There was an error while saving data.',
    }),
    draftKey: HOTEL_PACKAGE_DRAFT_KEY,
    isNew,
    form,
    values: hotelPackageFormValues,
  });
  const price = 'priceFrom' in initial ? initial.priceFrom : lowest.isPending ? undefined : (lowest.data ?? null);

  const submit = form.handleSubmit((value) => {
    if (!online) return;
    return saveAndReturn((version) => save.mutateAsync({ ...value, priceFrom: price ?? value.priceFrom, version }));
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={intl.formatMessage({ id: 'products.hotelPackages.form', defaultMessage: 'Hotel package' })}
    >
      <PackageMainFields form={form} />
      <PackageRateFields form={form} clockId={clockId} price={price} />
      <IncludedMealSwitch form={form} />
      <PackageTextFields form={form} />
      <FormActions
        online={online}
        saving={form.formState.isSubmitting}
        onCancel={() => void navigate(HOTEL_PACKAGES_PATH)}
        className="sticky bottom-0 z-10 justify-end border-t border-gray-200 bg-white/95 py-3"
        offlineClassName="mr-auto"
      >
        <CheckoutLinkButton link={checkoutLink(checkoutUrl, hotelCheckoutPath(clockId))} />
      </FormActions>
    </form>
  );
}
