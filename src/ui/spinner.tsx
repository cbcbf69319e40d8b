import { useIntl } from '../i18n/intl.ts';
import { uiMessages } from './messages.ts';

const sizes = {
  sm: 'h-4 w-4 border-2',
  md: 'h-6 w-6 border-2',
  lg: 'h-10 w-10 border-4',
} as const;

export type SpinnerSize = keyof typeof sizes;

export interface SpinnerProps {
  /** Accessible name; "Loading" (in the language shown) unless told. */
  label?: string;
  size?: SpinnerSize;
  /** Inside something that already says it is busy (a busy button): hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate spinner, announced as a progress bar named "Loading". */
export function Spinner({ label, size = 'md', decorative = false, className = '' }: SpinnerProps) {
  const intl = useIntl();
  const circle = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-r-transparent align-middle motion-reduce:animate-[spin_1.5s_linear_infinite] ${sizes[size]}`}
    />
  );
  if (decorative)
    return (
      <span className={`inline-flex ${className}`} aria-hidden="true">
        {circle}
      </span>
    );
  return (
    <span
      role="progressbar"
      aria-label={label ?? intl.formatMessage(uiMessages.loading)}
      className={`inline-flex text-primary-600 ${className}`}
    >
      {circle}
    </span>
  );
}
