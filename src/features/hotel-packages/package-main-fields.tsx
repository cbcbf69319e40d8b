import { FormImage } from '../../entities/images/image-field.tsx';
import { FormCheckboxes, FormText } from '../../ui/form/fields.tsx';
import type { PackageForm } from './hotel-package-form-schema.ts';

/** Clock id (fixed), names, url, position, image and the two site switches. */
export function PackageMainFields({ form }: { form: PackageForm }) {
  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-gray-700">Package</legend>
      <FormText form={form} name="clockId" label="Clock id" readOnly className="[&_input]:bg-gray-100" />
      <FormText form={form} name="position" label="Position" inputMode="numeric" />
      <FormText form={form} name="name" label="Name" required />
      <FormText form={form} name="nameEn" label="Name EN" />
      <FormText form={form} name="url" label="Url" />
      <FormImage form={form} name="imageFk" />
      <FormCheckboxes
        form={form}
        className="md:col-span-2"
        boxes={{ displayOnSite: 'Display on site', onlyWithSpecialCode: 'Only with special code' }}
      />
    </fieldset>
  );
}
