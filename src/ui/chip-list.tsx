import { useIntl } from '../i18n/intl.ts';

/** A chip's remove button's face (its name says what it does). */
const REMOVE_MARK = '×';

export interface ChipListProps<T> {
  /** Names the list and its remove buttons ("Remove {label} {item}"). */
  label: string;
  items: readonly T[];
  format?: (item: T) => string;
  onRemove?: (item: T) => void;
  disabled?: boolean;
}

/** Removable chips: the dates of a rule, its days of week, and the like. */
export function ChipList<T extends string | number>({
  label,
  items,
  format = String,
  onRemove,
  disabled = false,
}: ChipListProps<T>) {
  const intl = useIntl();
  if (items.length === 0)
    return (
      <p className="text-sm text-gray-500">{intl.formatMessage({ id: 'ui.chips.none', defaultMessage: 'None' })}</p>
    );
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item} className="inline-flex items-center rounded-full bg-primary-100 pl-3 text-sm text-primary-900">
          {format(item)}
          {onRemove && (
            <button
              type="button"
              disabled={disabled}
              aria-label={intl.formatMessage(
                { id: 'ui.chips.remove', defaultMessage: 'Remove {item}' },
                { item: format(item) },
              )}
              onClick={() => onRemove(item)}
              className="flex min-h-touch min-w-touch items-center justify-center rounded-full text-lg leading-none hover:bg-primary-200"
            >
              {REMOVE_MARK}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
