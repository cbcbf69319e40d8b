import { z } from 'zod/mini';
import { includedServiceInputSchema, type IncludedService } from '../../../contract/spa.ts';
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

/** Spec section 5: an included service's title is required. */
export const TITLE_REQUIRED = 'Title is required';

/** The edit row of a group's included services: title (required), title EN, descriptions. */
export function includedServiceForm(
  groupId: number,
): InlineCrudForm<IncludedService, ReturnType<typeof serviceFormSchema>> {
  return {
    schema: serviceFormSchema(groupId),
    messages: { title: TITLE_REQUIRED },
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
    newLabel: 'New included service',
    editLabel: (s) => `Edit included service ${s.title}`,
    fields: (form) => (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormText form={form} name="title" label="Title" required />
        <FormText form={form} name="titleEn" label="Title EN" />
        <FormText form={form} name="description" label="Description" multiline rows={3} />
        <FormText form={form} name="descriptionEn" label="Description EN" multiline rows={3} />
      </div>
    ),
  };
}
