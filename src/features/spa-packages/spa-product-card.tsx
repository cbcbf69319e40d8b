import { useWatch } from 'react-hook-form';
import { SPA_START_TIMES } from '../../../contract/spa.ts';
import { useIntl } from '../../i18n/intl.ts';
import { uiMessages } from '../../ui/messages.ts';
import { HistoryButton } from '../../ui/history/history-button.tsx';
import { ConfirmedButton } from '../../ui/confirmed-button.tsx';
import { FormControl, FormSelect, FormText } from '../../ui/form/fields.tsx';
import { RestrictionEditor } from '../../ui/restriction-editor.tsx';
import type { EditableRestriction } from '../../ui/restrictions.ts';
import { OrderLimitField } from './order-limit-field.tsx';
import { parentChoices, type SpaPackageForm, type SpaPackageFormValues } from './spa-package-form-schema.ts';

/** Between a label and its value, and before the brp number. */
const SPACE = ' ';
const SEPARATOR = ' · ';

export interface SpaProductCardProps {
  form: SpaPackageForm;
  index: number;
  dateFilters: ReadonlyArray<{ id: number; name: string }>;
  onRemove: () => void;
}

/** One product of the group: start time, url, order limit, parent product and restrictions; removed after a confirmation. */
export function SpaProductCard({ form, index, dateFilters, onRemove }: SpaProductCardProps) {
  const intl = useIntl();
  const products = useWatch({ control: form.control, name: 'products' });
  const product = products[index];
  if (!product) return null;
  const { brpProductId, brpProductNumber, displayName, fromTime } = product;
  // A saved start time the spec no longer offers stays choosable.
  const times = SPA_START_TIMES.includes(fromTime as (typeof SPA_START_TIMES)[number])
    ? [...SPA_START_TIMES]
    : [fromTime, ...SPA_START_TIMES];
  const restrictionError = serverError(form, index);

  return (
    <fieldset className="flex flex-col gap-3 rounded border border-gray-200 p-3">
      <legend className="px-1 font-medium text-gray-900">{displayName}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700">
          {intl.formatMessage({ id: 'products.spaPackages.brpProduct', defaultMessage: 'Brp product' })}
          {SPACE}
          <span className="font-mono">{brpProductId}</span>
          {brpProductNumber && (
            <span className="font-mono">
              {SEPARATOR}
              {brpProductNumber}
            </span>
          )}
        </p>
        <div className="flex gap-1">
          <HistoryButton resource="spa_products" id={brpProductId} what={displayName} />
          <ConfirmedButton
            label={intl.formatMessage(
              { id: 'products.spaPackages.removeProductNamed', defaultMessage: 'Remove {name}' },
              { name: displayName },
            )}
            confirm={{
              title: intl.formatMessage({ id: 'products.spaPackages.removeProduct', defaultMessage: 'Remove product' }),
              message: intl.formatMessage(
                {
                  id: 'products.spaPackages.removeProductQuestion',
                  defaultMessage: "Are you sure you want to remove ''{name}'' from this spa package?",
                },
                { name: displayName },
              ),
            }}
            onConfirmed={onRemove}
          >
            {intl.formatMessage(uiMessages.remove)}
          </ConfirmedButton>
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <FormSelect
          form={form}
          name={`products.${index}.fromTime`}
          label={intl.formatMessage({ id: 'products.spaPackages.startTime', defaultMessage: 'Start time' })}
          options={times.map((t) => ({ value: t, label: t }))}
        />
        <FormText
          form={form}
          name={`products.${index}.url`}
          label={intl.formatMessage({ id: 'products.spaPackages.url', defaultMessage: 'Url' })}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <OrderLimitField form={form} index={index} />
        </div>
        <FormSelect
          form={form}
          name={`products.${index}.parentBrpProductId`}
          label={intl.formatMessage({ id: 'products.spaPackages.parentProduct', defaultMessage: 'Parent product' })}
          placeholder={intl.formatMessage({
            id: 'products.spaPackages.noParentProduct',
            defaultMessage: 'No parent product',
          })}
          options={parentChoices(products, brpProductId).map((p) => ({
            value: String(p.brpProductId),
            label: p.displayName,
          }))}
        />
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-gray-700">
          {intl.formatMessage({ id: 'products.spaPackages.restrictions', defaultMessage: 'Restrictions' })}
        </h3>
        <FormControl<SpaPackageFormValues, EditableRestriction[]>
          form={form}
          name={`products.${index}.restrictions`}
          render={({ value, onChange }) => (
            <RestrictionEditor value={value} onChange={onChange} dateFilters={dateFilters} />
          )}
        />
        {restrictionError && (
          <p role="alert" className="text-sm text-secondary-700">
            {restrictionError}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/**
 * A refusal of the product's restrictions by the server (e.g. a date filter deleted meanwhile). The editor shows the
 * form's own rule (a date filter to choose) on the row itself.
 */
function serverError(form: SpaPackageForm, index: number): string | null {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { type, message } = node as { type?: unknown; message?: unknown };
    if (type === 'server' && typeof message === 'string') found.push(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') visit(child);
  };
  visit(form.formState.errors.products?.[index]?.restrictions);
  return found[0] ?? null;
}
