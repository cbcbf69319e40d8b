import { z } from 'zod/mini';
import { dateFilterInputSchema, type DateFilter } from '../../../contract/date-filters.ts';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import { FormCheckbox, FormDate, FormDateList, FormDays, FormText } from '../../ui/form/fields.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';

/**
 * The edit row's values as typed (hours as text, no date as ''), so nothing typed is lost while invalid, checked by
 * the contract's own rules on the way to the server's input.
 */
const dateFilterFormSchema = formSchema(
  z.object({
    id: z.optional(z.number()),
    name: z.string(),
    isAnnual: z.boolean(),
    dates: z.array(z.string()),
    daysOfWeek: z.array(z.number()),
    fromDate: z.string(),
    toDate: z.string(),
    hours: z.string(),
  }),
  ({ fromDate, toDate, hours, ...rest }) => ({
    ...rest,
    fromDate: fromDate || null,
    toDate: toDate || null,
    hours: numberFromText(hours),
  }),
  dateFilterInputSchema,
);

/** Spec section 5 in words for the person. Hours until arrival default 0 (spec section 9). */
export const dateFilterForm: InlineCrudForm<DateFilter, typeof dateFilterFormSchema> = {
  schema: dateFilterFormSchema,
  messages: {
    name: 'Name is required',
    hours: 'Hours until arrival must be a whole number, 0 or more',
    toDate: 'To date must not be before From date',
    fromDate: 'From date must be a real date',
  },
  values: (f) => ({
    id: f?.id,
    name: f?.name ?? '',
    isAnnual: f?.isAnnual ?? false,
    dates: f?.dates ?? [],
    daysOfWeek: f?.daysOfWeek ?? [],
    fromDate: f?.fromDate ?? '',
    toDate: f?.toDate ?? '',
    hours: String(f?.hours ?? 0),
  }),
  focus: 'name',
  newLabel: 'New date filter',
  editLabel: (f) => `Edit date filter ${f.name}`,
  fields: (form) => (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
      <FormText form={form} name="name" label="Name" required className="sm:col-span-2" />
      <FormText form={form} name="hours" label="Hours until arrival" inputMode="numeric" />
      <FormCheckbox form={form} name="isAnnual" label="Annual" className="self-start sm:mt-6" />
      <FormDate form={form} name="fromDate" label="From date" />
      <FormDate form={form} name="toDate" label="To date" />
      <div className="sm:col-span-2">
        <FormDateList form={form} name="dates" label="Dates" />
      </div>
    </div>
  ),
  footer: (form) => <FormDays form={form} name="daysOfWeek" label="Days of week" />,
};
