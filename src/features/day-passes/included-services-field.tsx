import { useIntl } from '../../i18n/intl.ts';
import { FormText } from '../../ui/form/fields.tsx';
import { FormList } from '../../ui/form/form-list.tsx';
import type { SpaPassForm } from '../../entities/spa-passes/spa-pass-form-schema.ts';

/** What a day pass includes, in the order the checkout lists it: a title (required) and its English title. */
export function IncludedServicesField({ form, disabled }: { form: SpaPassForm; disabled: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'products.dayPasses.serviceTitle', defaultMessage: 'Title' });
  const titleEn = intl.formatMessage({ id: 'products.dayPasses.serviceTitleEn', defaultMessage: 'Title EN' });
  return (
    <FormList
      form={form}
      name="includedServices"
      itemLabel={intl.formatMessage({ id: 'products.dayPasses.includedService', defaultMessage: 'Included service' })}
      addLabel={intl.formatMessage({
        id: 'products.dayPasses.addIncludedService',
        defaultMessage: 'Add included service',
      })}
      emptyText={intl.formatMessage({
        id: 'products.dayPasses.noIncludedServices',
        defaultMessage: 'No included services yet.',
      })}
      newItem={() => ({ title: '', titleEn: '' })}
      disabled={disabled}
      renderItem={(index) => (
        <div className="grid gap-2 @xl:grid-cols-2">
          <FormText form={form} name={`includedServices.${index}.title`} label={title} required />
          <FormText form={form} name={`includedServices.${index}.titleEn`} label={titleEn} />
        </div>
      )}
    />
  );
}
