import { useState } from 'react';
import { z } from 'zod/mini';
import { specialCodeInputSchema, type SpecialCode } from '../../../contract/codes.ts';
import { generateSpecialCode, HOTEL_PACKAGE_CODE_TYPE } from '../../entities/special-codes/special-code-queries.ts';
import { intl as currentIntl, useIntl, type IntlShape } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { DatePicker, TABLE_DATE_TIME_FORMAT } from '../../ui/date-picker.tsx';
import { FormErrors } from '../../ui/form/form-errors.tsx';
import { FormControl } from '../../ui/form/fields.tsx';
import { formSchema } from '../../ui/form/form-schema.ts';
import type { ContractForm } from '../../ui/form/use-contract-form.ts';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { formatTableDate } from '../../ui/table-date.ts';
import { TextField } from '../../ui/text-field.tsx';

/**
 * The row's values as typed (dates as a datetime-local input holds them, 'YYYY-MM-DDTHH:mm' or ''), checked by the
 * contract's rules (its texts are the spec's: "Special code cannot be empty. ", the date order) on the way to a
 * new code of type 1 (hotel packages). Whether the code is taken is asked of the server when saving.
 */
export const specialCodeFormSchema = formSchema(
  z.object({ specialCode: z.string(), activeFrom: z.string(), activeTo: z.string(), packageId: z.string() }),
  ({ activeFrom, activeTo, ...rest }) => ({
    ...rest,
    activeFrom: activeFrom || null,
    activeTo: activeTo || null,
    type: HOTEL_PACKAGE_CODE_TYPE,
  }),
  specialCodeInputSchema,
);

type CodeForm = ContractForm<typeof specialCodeFormSchema>;

/** Spec section 9: who made and who last changed the code, and when (dates as in tables). */
export const stamp = (at: string | null, by: string | null) => (at ? `${formatTableDate(at)} ${by ?? ''}`.trim() : '');

/**
 * The edit row of the package's special codes, in the language shown: code with Generate, active from and to; the
 * errors in one alert.
 */
export function specialCodeForm(
  packageId: string,
  intl: IntlShape = currentIntl(),
): InlineCrudForm<SpecialCode, typeof specialCodeFormSchema> {
  const label = {
    specialCode: intl.formatMessage({ id: 'products.specialCodes.code', defaultMessage: 'Special code' }),
    activeFrom: intl.formatMessage({ id: 'products.specialCodes.activeFrom', defaultMessage: 'Active from' }),
    activeTo: intl.formatMessage({ id: 'products.specialCodes.activeTo', defaultMessage: 'Active to' }),
  };
  return {
    schema: specialCodeFormSchema,
    values: (c) => ({
      specialCode: c?.specialCode ?? '',
      activeFrom: c?.activeFrom?.slice(0, 16) ?? '',
      activeTo: c?.activeTo?.slice(0, 16) ?? '',
      packageId,
    }),
    focus: 'specialCode',
    newLabel: intl.formatMessage({ id: 'products.specialCodes.new', defaultMessage: 'New special code' }),
    editLabel: (c) =>
      intl.formatMessage(
        { id: 'products.specialCodes.editing', defaultMessage: 'Editing {code}' },
        { code: c.specialCode },
      ),
    fields: (form, c) => (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex items-end gap-1">
            <TextField label={label.specialCode} className="min-w-36" {...form.register('specialCode')} />
            <GenerateButton form={form} />
          </div>
          {/* The row's errors show together below (FormErrors); the picker's own messages show under it. */}
          {(['activeFrom', 'activeTo'] as const).map((name) => (
            <FormControl
              key={name}
              form={form}
              name={name}
              label={label[name]}
              render={({ value, onChange }) => (
                <DatePicker
                  label={label[name]}
                  format={TABLE_DATE_TIME_FORMAT}
                  value={value as string}
                  onChange={onChange}
                />
              )}
            />
          ))}
          {c && (
            <p className="text-sm text-gray-700">
              {intl.formatMessage(
                { id: 'products.specialCodes.createdStamp', defaultMessage: 'Created {stamp}' },
                { stamp: stamp(c.createdAt, c.createdBy) },
              )}
              {c.updatedAt && (
                <span className="block">
                  {intl.formatMessage(
                    { id: 'products.specialCodes.updatedStamp', defaultMessage: 'Updated {stamp}' },
                    { stamp: stamp(c.updatedAt, c.updatedBy) },
                  )}
                </span>
              )}
            </p>
          )}
        </div>
        <FormErrors form={form} names={['specialCode', 'activeFrom', 'activeTo']} />
      </div>
    ),
  };
}

/** Asks the server for a random code no row has yet, and puts it in the code field. */
function GenerateButton({ form }: { form: CodeForm }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      form.setValue('specialCode', await generateSpecialCode(), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    } catch {
      notify.error(intl.formatMessage(uiMessages.fetchError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void generate()}>
      {intl.formatMessage({ id: 'products.specialCodes.generate', defaultMessage: 'Generate' })}
    </Button>
  );
}
