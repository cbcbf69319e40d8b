import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ratesQuery } from '../../entities/hotel-packages/hotel-package-queries.ts';
import { formatKroner } from '../../i18n/formats.ts';
import { useIntl } from '../../i18n/intl.ts';
import { FormText } from '../../ui/form/fields.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import type { PackageForm } from './hotel-package-form-schema.ts';
import { hotelPackageLabels as labels } from './hotel-package-labels.ts';

/** Between the words and the figure. */
const SPACE = ' ';
/** The price from while it loads. */
const LOADING = '…';

export interface PackageRateFieldsProps {
  form: PackageForm;
  clockId: string;
  /** The price from shown: the lowest of the next 6 weeks, else the saved one; undefined while loading. */
  price: number | null | undefined;
}

/** The rate (from search/rates of this package), min and max stay, and the price from of the next 6 weeks. */
export function PackageRateFields({ form, clockId, price }: PackageRateFieldsProps) {
  const intl = useIntl();
  const rates = useQuery(ratesQuery(clockId));
  const options = rates.data ?? [];
  const [rateId, rateName] = useWatch({ control: form.control, name: ['availabilityRateId', 'availabilityRateName'] });
  // A saved rate the hotel system no longer offers still shows as chosen.
  const saved = rateId !== null && !options.some((r) => r.id === rateId);

  const choose = (chosen: string) => {
    const rate = options.find((r) => r.id === chosen);
    const set = { shouldDirty: true, shouldValidate: form.formState.isSubmitted } as const;
    form.setValue('availabilityRateId', rate?.id ?? null, set);
    form.setValue('availabilityRateName', rate?.name ?? null, set);
    // A rate brings its own stay limits; they stay editable.
    if (rate) {
      form.setValue('minStay', String(rate.minStay), set);
      form.setValue('maxStay', String(rate.maxStay), set);
    }
  };

  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-4">
      <legend className="px-1 text-sm font-medium text-gray-700">
        {intl.formatMessage({ id: 'products.hotelPackages.rateAndPrice', defaultMessage: 'Rate and price' })}
      </legend>
      <SelectField
        label={intl.formatMessage(labels.rate)}
        className="md:col-span-2"
        value={rateId ?? ''}
        onChange={choose}
        placeholder={intl.formatMessage({ id: 'products.hotelPackages.noRate', defaultMessage: 'No rate' })}
        options={[
          ...(saved ? [{ value: rateId, label: rateName ?? rateId }] : []),
          ...options.map((rate) => ({
            value: rate.id,
            label: intl.formatMessage(
              {
                id: 'products.hotelPackages.rateOption',
                defaultMessage: '{name} ({id}, {minStay}-{maxStay} nights)',
              },
              { name: rate.name, id: rate.id, minStay: rate.minStay, maxStay: rate.maxStay },
            ),
          })),
        ]}
      />
      <FormText form={form} name="minStay" label={intl.formatMessage(labels.minStay)} inputMode="numeric" />
      <FormText form={form} name="maxStay" label={intl.formatMessage(labels.maxStay)} inputMode="numeric" />
      <p className="md:col-span-4" aria-live="polite">
        <span className="text-sm font-medium text-gray-700">
          {intl.formatMessage({ id: 'products.hotelPackages.priceFromLabel', defaultMessage: 'Price from:' })}
          {SPACE}
        </span>
        <span data-testid="price-from">
          {price === undefined
            ? LOADING
            : price === null
              ? intl.formatMessage({ id: 'products.hotelPackages.priceNotKnown', defaultMessage: 'Not known' })
              : formatKroner(price)}
        </span>
        {SPACE}
        <span className="text-sm text-gray-600">
          {intl.formatMessage({
            id: 'products.hotelPackages.priceFromHint',
            defaultMessage: '(lowest over the next 6 weeks)',
          })}
        </span>
      </p>
    </fieldset>
  );
}
