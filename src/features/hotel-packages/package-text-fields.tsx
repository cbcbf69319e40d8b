import { FormText } from '../../ui/form/fields.tsx';
import { LIST_FIELDS, type PackageForm } from './hotel-package-form-schema.ts';

const listLabels: Record<(typeof LIST_FIELDS)[number], string> = {
  descriptionItems: 'Description items',
  descriptionItemsEn: 'Description items EN',
  descriptionUniqueItems: 'Unique description items',
  descriptionUniqueItemsEn: 'Unique description items EN',
};

/** Intro and footer texts in both languages, and the four description lists, one item per line. */
export function PackageTextFields({ form }: { form: PackageForm }) {
  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-gray-700">Texts</legend>
      <FormText form={form} name="introText" label="Intro text" multiline />
      <FormText form={form} name="introTextEn" label="Intro text EN" multiline />
      <FormText form={form} name="footerText" label="Footer text" multiline />
      <FormText form={form} name="footerTextEn" label="Footer text EN" multiline />
      <p className="text-sm text-gray-600 md:col-span-2">
        Description lists: one item per line. Blank lines are dropped when saving.
      </p>
      {LIST_FIELDS.map((field) => (
        <FormText key={field} form={form} name={field} label={listLabels[field]} multiline />
      ))}
    </fieldset>
  );
}
