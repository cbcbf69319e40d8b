import { readablePhone } from '../../../contract/phone.ts';
import { z } from 'zod/mini';
import { blockedCustomerInputSchema, type BlockedCustomer } from '../../../contract/blocked-customers.ts';
import type { DialCode } from '../../../contract/config.ts';
import { intl as shownIntl, type IntlShape } from '../../i18n/intl.ts';
import { formSchema } from '../../ui/form/form-schema.ts';
import { FormSelect, FormText } from '../../ui/form/fields.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { BLOCKED_CUSTOMER_LABELS } from './blocked-customer-labels.ts';

/** Spec section 9: a new blocked customer's country. */
const DEFAULT_COUNTRY = 'NO';

/**
 * The add form's phone number with the chosen country's prefix in front: "912 34 567" with '+47' is
 * "+47 912 34 567". A number typed with its own '+' is international already and kept as typed; no number stays
 * empty (spec section 2: the prefix is added only if a phone number was entered).
 */
export function withDialPrefix(phoneNumber: string, prefix: string): string {
  const typed = phoneNumber.trim();
  return typed === '' || typed.startsWith('+') ? typed : `${prefix} ${typed}`;
}

/**
 * The row's values as typed. `country` is the add form's only (the edit row has ''): its dial prefix goes in front
 * of the phone number on the way to the contract's input.
 */
function blockedCustomerFormSchema(dialCodes: readonly DialCode[]) {
  return formSchema(
    z.object({
      id: z.optional(z.number()),
      emailAddress: z.string(),
      country: z.string(),
      phoneNumber: z.string(),
      note: z.string(),
    }),
    ({ emailAddress, country, phoneNumber, note }) => {
      const prefix = dialCodes.find((d) => d.code === country)?.phone;
      return { emailAddress, phoneNumber: prefix ? withDialPrefix(phoneNumber, prefix) : phoneNumber, note };
    },
    blockedCustomerInputSchema,
  );
}

/** "+47 (NO)", as spec section 2 labels the countries. */
const countryOptions = (dialCodes: readonly DialCode[]) =>
  dialCodes.map((d) => ({ value: d.code, label: `${d.phone} (${d.code})` }));

/**
 * The inline edit row (email, phone, note) and the new row, which adds the country (no empty choice) before the
 * phone; in the language shown.
 */
export function blockedCustomerForm(
  dialCodes: readonly DialCode[],
  intl: IntlShape = shownIntl(),
): InlineCrudForm<BlockedCustomer, ReturnType<typeof blockedCustomerFormSchema>> {
  const label = {
    emailAddress: intl.formatMessage({ id: 'content.blockedCustomers.emailAddress', defaultMessage: 'Email address' }),
    phoneNumber: intl.formatMessage(BLOCKED_CUSTOMER_LABELS.phoneNumber),
    note: intl.formatMessage(BLOCKED_CUSTOMER_LABELS.note),
  };
  return {
    schema: blockedCustomerFormSchema(dialCodes),
    messages: {
      emailAddress: intl.formatMessage({
        id: 'content.blockedCustomers.emailInvalid',
        defaultMessage: 'Type a valid email address, or leave it empty and give a phone number',
      }),
    },
    values: (c) => ({
      id: c?.id,
      emailAddress: c?.emailAddress ?? '',
      country: c ? '' : DEFAULT_COUNTRY,
      phoneNumber: c ? readablePhone(c.phoneNumber) : '',
      note: c?.note ?? '',
    }),
    // Spec section 5: an inline save is ignored unless email or phone is present; the add form has no such check
    // (the server refuses a record with neither, named on the email address).
    ignoreSave: (v) =>
      v.id !== undefined && !v.emailAddress.trim() && !v.phoneNumber.trim()
        ? intl.formatMessage({
            id: 'content.blockedCustomers.nobodyToSave',
            defaultMessage: 'Type an email address or a phone number to save.',
          })
        : null,
    focus: 'emailAddress',
    newLabel: intl.formatMessage({ id: 'content.blockedCustomers.new', defaultMessage: 'New blocked customer' }),
    editLabel: (c) =>
      intl.formatMessage(
        { id: 'content.blockedCustomers.edit', defaultMessage: 'Edit blocked customer {who}' },
        { who: c.emailAddress || readablePhone(c.phoneNumber) },
      ),
    fields: (form, c) => (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FormText form={form} name="emailAddress" label={label.emailAddress} />
        {c ? (
          <FormText form={form} name="phoneNumber" label={label.phoneNumber} />
        ) : (
          // The country's prefix beside the number it goes in front of.
          <div className="flex items-start gap-2">
            <FormSelect
              form={form}
              name="country"
              label={intl.formatMessage({ id: 'content.blockedCustomers.country', defaultMessage: 'Country' })}
              options={countryOptions(dialCodes)}
              className="w-32 shrink-0"
            />
            <FormText form={form} name="phoneNumber" label={label.phoneNumber} className="min-w-0 flex-1" />
          </div>
        )}
        <FormText form={form} name="note" label={label.note} className="sm:col-span-2 lg:col-span-1" />
      </div>
    ),
  };
}
