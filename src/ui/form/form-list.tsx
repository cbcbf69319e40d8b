import type { ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type FieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../button.tsx';
import { uiMessages } from '../messages.ts';
import { MoveButtons } from '../move-buttons.tsx';

export interface FormListProps<T extends FieldValues, N extends ArrayPath<T>> {
  form: UseFormReturn<T, unknown, FieldValues>;
  /** The form's array of small records, e.g. a day pass's `includedServices`. */
  name: N;
  /** Names one item for assistive technology and the tests: "<itemLabel> 1", "<itemLabel> 2"... */
  itemLabel: string;
  /** What Add appends (last). */
  newItem: () => FieldArray<T, N>;
  addLabel: string;
  emptyText: string;
  /** The item's fields, bound by name (`${name}.${index}.title`). */
  renderItem: (index: number) => ReactNode;
  disabled?: boolean;
}

/**
 * An ordered list of small records edited inside a form and saved with it: add (last), remove, and move up or
 * down (swapping with the neighbour). The order is the array's; the form's schema checks each item's fields.
 */
export function FormList<T extends FieldValues, N extends ArrayPath<T>>({
  form,
  name,
  itemLabel,
  newItem,
  addLabel,
  emptyText,
  renderItem,
  disabled = false,
}: FormListProps<T, N>) {
  const intl = useIntl();
  const { fields, append, remove, swap } = useFieldArray<T, N, 'key', FieldValues>({
    control: form.control,
    name,
    keyName: 'key',
  });
  return (
    <div className="@container flex flex-col gap-3">
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-center text-gray-700">
          {emptyText}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-gray-100 rounded-md border border-gray-200">
          {fields.map((field, index) => (
            <li
              key={field.key}
              aria-label={intl.formatMessage(
                { id: 'ui.list.item', defaultMessage: '{item} {number}' },
                { item: itemLabel, number: index + 1 },
              )}
              className="flex flex-col gap-2 px-2 py-2 @xl:flex-row @xl:items-start"
            >
              <div className="flex min-w-0 flex-1 items-start gap-2">
                <span className="w-6 shrink-0 pt-8 text-right text-sm text-gray-600" aria-hidden="true">
                  {intl.formatMessage(uiMessages.itemNumber, { number: index + 1 })}
                </span>
                <div className="min-w-0 flex-1">{renderItem(index)}</div>
              </div>
              <div className="flex items-center justify-end gap-1 @xl:pt-6">
                <MoveButtons
                  index={index}
                  count={fields.length}
                  disabled={disabled}
                  onMove={(direction) => swap(index, direction === 'up' ? index - 1 : index + 1)}
                  remove={{ label: intl.formatMessage(uiMessages.remove), onClick: () => remove(index) }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button variant="secondary" disabled={disabled} onClick={() => append(newItem())}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
