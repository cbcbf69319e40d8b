import { z } from 'zod/mini';
import { includedServiceInputSchema, type IncludedService } from '../../../contract/spa.ts';
import { intl as currentIntl, type IntlShape } from '../../i18n/intl.ts';
import { FormText } from '../../ui/form/fields.tsx';
import { formSchema, rowValues } from '../../ui/form/form-schema.ts';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';

/** The edit row's values: the texts, and the id and position the service keeps (a new one: 0, and the next position). */
const fields = z.object({
  id: z.number(),
  position: z.nullable(z.number()),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
});

const serviceFormSchema = (groupId: number) =>
  formSchema(fields, (values) => ({ ...values, productGroupFk: groupId }), includedServiceInputSchema);

/** The edit row of a group's included services, in the language shown: title (required), title EN, descriptions. */
export function includedServiceForm(
  groupId: number,
  intl: IntlShape = currentIntl(),
): InlineCrudForm<IncludedService, ReturnType<typeof serviceFormSchema>> {
  return {
    schema: serviceFormSchema(groupId),
    // Spec section 5: an included service's title is required.
    messages: {
      title: intl.formatMessage({ id: 'products.includedServices.titleRequired', defaultMessage: 'Title is required' }),
    },
    values: (s) =>
      rowValues<z.input<typeof fields>>(s, {
        id: 0,
        position: null,
        title: '',
        titleEn: '',
        description: '',
        descriptionEn: '',
      }),
    focus: 'title',
    newLabel: intl.formatMessage({ id: 'products.includedServices.new', defaultMessage: 'New included service' }),
    editLabel: (s) =>
      intl.formatMessage(
        { id: 'products.includedServices.edit', defaultMessage: 'Edit included service {title}' },
        { title: s.title },
      ),
    fields: (form) => (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormText
          form={form}
          name="title"
          label={intl.formatMessage({ id: 'products.includedServices.title', defaultMessage: 'Title' })}
          required
        />
        <FormText
          form={form}
          name="titleEn"
          label={intl.formatMessage({ id: 'products.includedServices.titleEn', defaultMessage: 'Title EN' })}
        />
        <FormText
          form={form}
          name="description"
          label={intl.formatMessage({ id: 'products.includedServices.description', defaultMessage: 'Description' })}
          multiline
          rows={3}
        />
        <FormText
          form={form}
          name="descriptionEn"
          label={intl.formatMessage({
            id: 'products.includedServices.descriptionEn',
            defaultMessage: 'Description EN',
          })}
          multiline
          rows={3}
        />
      </div>
    ),
  };
}
