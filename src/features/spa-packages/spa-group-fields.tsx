import { FormImage } from '../../entities/images/image-field.tsx';
import { useIntl } from '../../i18n/intl.ts';
import { FormText } from '../../ui/form/fields.tsx';
import type { SpaPackageForm } from './spa-package-form-schema.ts';

/** The group's own fields: names, position, displayed price, promo ribbon texts and image. */
export function SpaGroupFields({ form }: { form: SpaPackageForm }) {
  const intl = useIntl();
  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-gray-700">
        {intl.formatMessage({ id: 'products.spaPackages.form', defaultMessage: 'Spa package' })}
      </legend>
      <FormText
        form={form}
        name="name"
        label={intl.formatMessage({ id: 'products.spaPackages.name', defaultMessage: 'Name' })}
        required
      />
      <FormText
        form={form}
        name="nameEn"
        label={intl.formatMessage({ id: 'products.spaPackages.nameEn', defaultMessage: 'Name EN' })}
      />
      <FormText
        form={form}
        name="position"
        label={intl.formatMessage({ id: 'products.spaPackages.position', defaultMessage: 'Position' })}
        inputMode="numeric"
      />
      <FormText
        form={form}
        name="displayedPrice"
        label={intl.formatMessage({ id: 'products.spaPackages.displayedPrice', defaultMessage: 'Displayed price' })}
        inputMode="decimal"
      />
      <FormText
        form={form}
        name="promoRibbonText"
        label={intl.formatMessage({ id: 'products.spaPackages.promoRibbonText', defaultMessage: 'Promo ribbon text' })}
      />
      <FormText
        form={form}
        name="promoRibbonTextEn"
        label={intl.formatMessage({
          id: 'products.spaPackages.promoRibbonTextEn',
          defaultMessage: 'Promo ribbon text EN',
        })}
      />
      <div className="md:col-span-2">
        <FormImage form={form} name="imageId" showError />
      </div>
    </fieldset>
  );
}
