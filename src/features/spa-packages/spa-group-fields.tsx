import { FormImage } from '../../entities/images/image-field.tsx';
import { FormText } from '../../ui/form/fields.tsx';
import type { SpaPackageForm } from './spa-package-form-schema.ts';

/** The group's own fields: names, position, displayed price, promo ribbon texts and image. */
export function SpaGroupFields({ form }: { form: SpaPackageForm }) {
  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-gray-700">Spa package</legend>
      <FormText form={form} name="name" label="Name" required />
      <FormText form={form} name="nameEn" label="Name EN" />
      <FormText form={form} name="position" label="Position" inputMode="numeric" />
      <FormText form={form} name="displayedPrice" label="Displayed price" inputMode="decimal" />
      <FormText form={form} name="promoRibbonText" label="Promo ribbon text" />
      <FormText form={form} name="promoRibbonTextEn" label="Promo ribbon text EN" />
      <div className="md:col-span-2">
        <FormImage form={form} name="imageId" showError />
      </div>
    </fieldset>
  );
}
