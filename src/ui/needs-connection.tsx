import { useIntl } from '../i18n/intl.ts';
import { inEnglish, uiMessages } from './messages.ts';

/** Spec-free wording of the offline model (issue 4), in English (tests); shown in the person's language. */
export const NEEDS_CONNECTION = inEnglish(uiMessages.needsConnection);

/** Shown beside save, add and delete buttons while offline (the buttons themselves are disabled). */
export function NeedsConnection({ online, className = '' }: { online: boolean; className?: string }) {
  const intl = useIntl();
  if (online) return null;
  return (
    <p role="status" className={`text-sm font-medium text-amber-800 ${className}`}>
      {intl.formatMessage(uiMessages.needsConnection)}
    </p>
  );
}
