import { ImageField } from '../../entities/images/image-field.tsx';
import { FormCheckbox, FormControl, FormText } from '../../ui/form/fields.tsx';
import type { PackageForm, PackageFormValues } from './hotel-package-form-schema.ts';

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
      <FormControl<PackageFormValues, number | null>
        form={form}
        name="imageFk"
        render={({ value, onChange }) => <ImageField imageFk={value} onChange={onChange} />}
      />
      <div className="flex flex-wrap gap-x-6 md:col-span-2">
        <FormCheckbox form={form} name="displayOnSite" label="Display on site" />
        <FormCheckbox form={form} name="onlyWithSpecialCode" label="Only with special code" />
      </div>
    </fieldset>
  );
}
