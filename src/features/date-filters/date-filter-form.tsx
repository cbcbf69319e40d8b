import { z } from 'zod/mini';
import { dateFilterInputSchema, type DateFilter } from '../../../contract/date-filters.ts';
import { intl as currentIntl, type IntlShape } from '../../i18n/intl.ts';
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

/** Spec section 5 in words for the person, in the language shown. Hours until arrival default 0 (spec section 9). */
export function dateFilterForm(
  intl: IntlShape = currentIntl(),
): InlineCrudForm<DateFilter, typeof dateFilterFormSchema> {
  const label = {
    name: intl.formatMessage({ id: 'products.dateFilters.name', defaultMessage: 'Name' }),
    hours: intl.formatMessage({ id: 'products.dateFilters.hours', defaultMessage: 'Hours until arrival' }),
    annual: intl.formatMessage({ id: 'products.dateFilters.annual', defaultMessage: 'Annual' }),
    fromDate: intl.formatMessage({ id: 'products.dateFilters.fromDate', defaultMessage: 'From date' }),
    toDate: intl.formatMessage({ id: 'products.dateFilters.toDate', defaultMessage: 'To date' }),
    dates: intl.formatMessage({ id: 'products.dateFilters.dates', defaultMessage: 'Dates' }),
    days: intl.formatMessage({ id: 'products.dateFilters.daysOfWeek', defaultMessage: 'Days of week' }),
  };
  return {
    schema: dateFilterFormSchema,
    messages: {
      name: intl.formatMessage({ id: 'products.dateFilters.nameRequired', defaultMessage: 'Name is required' }),
      hours: intl.formatMessage({
        id: 'products.dateFilters.hoursInvalid',
        defaultMessage: 'Hours until arrival must be a whole number, 0 or more',
      }),
      toDate: intl.formatMessage({
        id: 'products.dateFilters.toBeforeFrom',
        defaultMessage: 'To date must not be before From date',
      }),
      fromDate: intl.formatMessage({
        id: 'products.dateFilters.fromNotADate',
        defaultMessage: 'From date must be a real date',
      }),
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
    newLabel: intl.formatMessage({ id: 'products.dateFilters.new', defaultMessage: 'New date filter' }),
    editLabel: (f) =>
      intl.formatMessage(
        { id: 'products.dateFilters.edit', defaultMessage: 'Edit date filter {name}' },
        { name: f.name },
      ),
    fields: (form) => (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
        <FormText form={form} name="name" label={label.name} required className="sm:col-span-2" />
        <FormText form={form} name="hours" label={label.hours} inputMode="numeric" />
        <FormCheckbox form={form} name="isAnnual" label={label.annual} className="self-start sm:mt-6" />
        <FormDate form={form} name="fromDate" label={label.fromDate} />
        <FormDate form={form} name="toDate" label={label.toDate} />
        <div className="sm:col-span-2">
          <FormDateList form={form} name="dates" label={label.dates} />
        </div>
      </div>
    ),
    footer: (form) => <FormDays form={form} name="daysOfWeek" label={label.days} />,
  };
}
