import { useIntl } from '../i18n/intl.ts';
import { SelectField } from './select-field.tsx';

/** Spec section 9: rows per page 5, 10, 20, 50; 10 unless told. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 20, 50];
export const DEFAULT_PAGE_SIZE = 10;

/** How many pages `total` rows fill; at least 1, so page 1 always exists (an empty list). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The previous and next buttons' faces (their names say what they do). */
const PREVIOUS = '‹';
const NEXT = '›';

const arrowClass =
  'flex min-h-touch min-w-touch items-center justify-center rounded text-2xl leading-none hover:bg-primary-50 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';

export interface PagerProps {
  /** 1-based. */
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Called with the new size; the pager then also calls onPageChange(1) when not on page 1. */
  onPageSizeChange: (pageSize: number) => void;
  options?: readonly number[];
}

/** "Rows per page", "{from}–{to} of {total}" and previous/next buttons under a paged list. */
export function Pager({
  page,
  total,
  pageSize,
  onPageChange,
  onPageSizeChange,
  options = PAGE_SIZE_OPTIONS,
}: PagerProps) {
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  const sizes = options.includes(pageSize) ? options : [...options, pageSize].sort((a, b) => a - b);

  const changeSize = (size: number) => {
    onPageSizeChange(size);
    if (page !== 1) onPageChange(1);
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-1 px-2 py-1 text-gray-700">
      <SelectField
        label={intl.formatMessage({ id: 'ui.pager.rowsPerPage', defaultMessage: 'Rows per page' })}
        inline
        value={pageSize}
        onChange={(size) => changeSize(Number(size))}
        options={sizes.map((size) => ({ value: size, label: String(size) }))}
      />
      <p aria-live="polite">
        {intl.formatMessage({ id: 'ui.pager.range', defaultMessage: '{from}–{to} of {total}' }, { from, to, total })}
      </p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'ui.pager.previous', defaultMessage: 'Previous page' })}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          className={arrowClass}
        >
          <span aria-hidden="true">{PREVIOUS}</span>
        </button>
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'ui.pager.next', defaultMessage: 'Next page' })}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
          className={arrowClass}
        >
          <span aria-hidden="true">{NEXT}</span>
        </button>
      </div>
    </div>
  );
}
