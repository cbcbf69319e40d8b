import { FormImage } from '../../entities/images/image-field.tsx';
import { useIntl } from '../../i18n/intl.ts';
import { FormCheckboxes, FormText } from '../../ui/form/fields.tsx';
import type { PackageForm } from './hotel-package-form-schema.ts';
import { hotelPackageLabels as labels } from './hotel-package-labels.ts';

/** Clock id (fixed), names, url, position, image and the two site switches. */
export function PackageMainFields({ form }: { form: PackageForm }) {
  const intl = useIntl();
  const label = (field: keyof typeof labels) => intl.formatMessage(labels[field]);
  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-gray-700">
        {intl.formatMessage({ id: 'products.hotelPackages.package', defaultMessage: 'Package' })}
      </legend>
      <FormText form={form} name="clockId" label={label('clockId')} readOnly className="[&_input]:bg-gray-100" />
      <FormText form={form} name="position" label={label('position')} inputMode="numeric" />
      <FormText form={form} name="name" label={label('name')} required />
      <FormText form={form} name="nameEn" label={label('nameEn')} />
      <FormText form={form} name="url" label={label('url')} />
      <FormImage form={form} name="imageFk" />
      <FormCheckboxes
        form={form}
        className="md:col-span-2"
        boxes={{ displayOnSite: label('displayOnSite'), onlyWithSpecialCode: label('onlyWithSpecialCode') }}
      />
    </fieldset>
  );
}
