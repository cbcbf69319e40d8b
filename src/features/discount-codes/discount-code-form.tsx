import { z } from 'zod/mini';
import {
  DISCOUNT_CODE_MESSAGES as M,
  DISCOUNT_CODE_TEXTS,
  discountCodeInputSchema,
  type DiscountCode,
} from '../../../contract/codes.ts';
import { useGenerateDiscountCode } from '../../entities/discount-codes/discount-code-queries.ts';
import { intl as currentIntl, useIntl, type IntlShape } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { TABLE_DATE_TIME_FORMAT } from '../../ui/date-picker.tsx';
import { FormControl, FormDate, FormText } from '../../ui/form/fields.tsx';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import type { ContractForm } from '../../ui/form/use-contract-form.ts';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { DaysCheckboxes } from './days-checkboxes.tsx';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
/** 'YYYY-MM-DDTHH:mm:ss' as a datetime-local input holds it ('YYYY-MM-DDTHH:mm'). */
const toLocalInput = (value: string | null | undefined) => (value ? value.slice(0, 16) : '');

/**
 * The edit row's values as typed (amount as text, a decimal comma allowed; no date as ''), checked by the contract's
 * rules, and a code must differ (in any case) from every other listed code: the server keeps them unique the same
 * way. The uniqueness check rides on the contract's, so every text of spec section 5 shows at once.
 */
function discountCodeFormSchema(codes: readonly DiscountCode[]) {
  return formSchema(
    z.object({
      id: z.optional(z.number()),
      code: z.string(),
      amount: z.string(),
      activeFrom: z.string(),
      activeTo: z.string(),
      daysOfWeek: z.array(z.number()),
    }),
    ({ amount, activeFrom, activeTo, ...rest }) => ({
      ...rest,
      amount: numberFromText(amount.replace(',', '.')),
      activeFrom: activeFrom || null,
      activeTo: activeTo || null,
    }),
    discountCodeInputSchema.check(
      z.refine(
        (input) =>
          !codes.some((other) => other.id !== input.id && other.code.toLowerCase() === input.code.toLowerCase()),
        {
          path: ['code'],
          message: M.taken,
          // Checked even while another field is invalid: the form re-checks only the field that changed, so a code
          // typed before the amount must get its text then.
          when: () => true,
        },
      ),
    ),
  );
}

type DiscountCodeFormSchema = ReturnType<typeof discountCodeFormSchema>;

/** Generate asks the server for a fresh code and puts it in the field (it needs a connection). */
function GenerateButton({ form }: { form: ContractForm<DiscountCodeFormSchema> }) {
  const intl = useIntl();
  const online = useOnline();
  const generate = useGenerateDiscountCode();
  return (
    <Button
      variant="secondary"
      className="mt-6"
      busy={generate.isPending}
      disabled={!online}
      onClick={() =>
        generate.mutate(undefined, {
          onSuccess: (code) =>
            form.setValue('code', code, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
          onError: () => notify.error(intl.formatMessage(uiMessages.fetchError)),
        })
      }
    >
      {intl.formatMessage({ id: 'products.discountCodes.generate', defaultMessage: 'Generate' })}
    </Button>
  );
}

/**
 * The inline edit row of a discount code, `codes` being the listed ones (for the uniqueness check), in the language
 * shown. A new code applies every day.
 */
export function discountCodeForm(
  codes: readonly DiscountCode[],
  intl: IntlShape = currentIntl(),
): InlineCrudForm<DiscountCode, DiscountCodeFormSchema> {
  const label = {
    code: intl.formatMessage({ id: 'products.discountCodes.code', defaultMessage: 'Discount code' }),
    amount: intl.formatMessage({ id: 'products.discountCodes.amount', defaultMessage: 'Amount %' }),
    activeFrom: intl.formatMessage({ id: 'products.discountCodes.activeSince', defaultMessage: 'Active since' }),
    activeTo: intl.formatMessage({ id: 'products.discountCodes.activeTo', defaultMessage: 'Active to' }),
  };
  return {
    schema: discountCodeFormSchema(codes),
    // The fields with one possible text; the code and the amount have two each, given by the contract's rules.
    messages: {
      activeTo: intl.formatMessage(DISCOUNT_CODE_TEXTS.order),
      daysOfWeek: intl.formatMessage(DISCOUNT_CODE_TEXTS.noDay),
    },
    values: (c) => ({
      id: c?.id,
      code: c?.code ?? '',
      amount: c ? String(c.amount) : '',
      activeFrom: toLocalInput(c?.activeFrom),
      activeTo: toLocalInput(c?.activeTo),
      daysOfWeek: c?.daysOfWeek ?? ALL_DAYS,
    }),
    focus: 'code',
    newLabel: intl.formatMessage({ id: 'products.discountCodes.new', defaultMessage: 'New discount code' }),
    editLabel: (c) =>
      intl.formatMessage(
        { id: 'products.discountCodes.edit', defaultMessage: 'Edit discount code {code}' },
        { code: c.code },
      ),
    fields: (form) => (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_minmax(6rem,1fr)_minmax(12rem,1.5fr)_minmax(12rem,1.5fr)]">
        <div className="flex items-start gap-2">
          <FormText form={form} name="code" label={label.code} className="grow" />
          <GenerateButton form={form} />
        </div>
        <FormText form={form} name="amount" label={label.amount} inputMode="decimal" />
        <FormDate form={form} name="activeFrom" label={label.activeFrom} format={TABLE_DATE_TIME_FORMAT} />
        <FormDate form={form} name="activeTo" label={label.activeTo} format={TABLE_DATE_TIME_FORMAT} />
      </div>
    ),
    footer: (form) => (
      <FormControl<z.input<DiscountCodeFormSchema>, number[]>
        form={form}
        name="daysOfWeek"
        render={({ value, onChange, error }) => <DaysCheckboxes value={value} onChange={onChange} error={error} />}
      />
    ),
  };
}
