import { useWatch } from 'react-hook-form';
import { useIntl } from '../../i18n/intl.ts';
import { fieldError } from '../../ui/form/use-contract-form.ts';
import { TextField } from '../../ui/text-field.tsx';
import { ORDER_LIMIT_MODES, orderLimitProblem, type SpaPackageForm } from './spa-package-form-schema.ts';

/**
 * A product's order limit (spec section 4): ordering disabled, no limit, or a set limit with its number. A set
 * limit of 0 or less says so at once (saving waits for it, spec section 5).
 */
export function OrderLimitField({ form, index }: { form: SpaPackageForm; index: number }) {
  const intl = useIntl();
  const mode = useWatch({ control: form.control, name: `products.${index}.limitMode` });
  const limit = useWatch({ control: form.control, name: `products.${index}.orderLimit` });
  const error = orderLimitProblem(mode, limit) ?? fieldError(form, `products.${index}.orderLimit`);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-gray-700">
        {intl.formatMessage({ id: 'products.spaPackages.orderLimit', defaultMessage: 'Order limit' })}
      </legend>
      <div className="flex flex-wrap items-start gap-x-4">
        {ORDER_LIMIT_MODES.map((option) => (
          <label key={option.value} className="flex min-h-touch items-center gap-2">
            <input
              type="radio"
              value={option.value}
              className="size-5 accent-primary-600"
              {...form.register(`products.${index}.limitMode`)}
            />
            {intl.formatMessage(option.label)}
          </label>
        ))}
        {mode === 'set' && (
          <TextField
            label={intl.formatMessage({ id: 'products.spaPackages.limit', defaultMessage: 'Limit' })}
            inputMode="numeric"
            className="min-w-40 flex-1 basis-56"
            error={error}
            {...form.register(`products.${index}.orderLimit`)}
          />
        )}
      </div>
    </fieldset>
  );
}
