import { useIntl } from '../../i18n/intl.ts';
import { FormText } from '../../ui/form/fields.tsx';
import { LIST_FIELDS, type PackageForm } from './hotel-package-form-schema.ts';
import { hotelPackageLabels as labels } from './hotel-package-labels.ts';

const TEXT_FIELDS = ['introText', 'introTextEn', 'footerText', 'footerTextEn'] as const;

/** Intro and footer texts in both languages, and the four description lists, one item per line. */
export function PackageTextFields({ form }: { form: PackageForm }) {
  const intl = useIntl();
  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-gray-700">
        {intl.formatMessage({ id: 'products.hotelPackages.texts', defaultMessage: 'Texts' })}
      </legend>
      {TEXT_FIELDS.map((field) => (
        <FormText key={field} form={form} name={field} label={intl.formatMessage(labels[field])} multiline />
      ))}
      <p className="text-sm text-gray-600 md:col-span-2">
        {intl.formatMessage({
          id: 'products.hotelPackages.listsHint',
          defaultMessage: 'Description lists: one item per line. Blank lines are dropped when saving.',
        })}
      </p>
      {LIST_FIELDS.map((field) => (
        <FormText key={field} form={form} name={field} label={intl.formatMessage(labels[field])} multiline />
      ))}
    </fieldset>
  );
}
