import type { DayPass } from '../../../contract/spa.ts';
import { spaPassColumns } from '../../entities/spa-passes/spa-pass-columns.tsx';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { availabilitySummary } from './availability-summary.ts';

/** The global restriction's mark: available, or not (the words beside it say which). */
const AVAILABLE = '✓';
const UNAVAILABLE = '✕';

function Availability({ dayPass }: { dayPass: DayPass }) {
  const intl = useIntl();
  const { available, text, more } = availabilitySummary(dayPass.restrictions, intl);
  return (
    <span className="flex min-w-28 flex-col">
      <span className="flex items-center gap-1">
        {available !== null && (
          <span aria-hidden="true" className={available ? 'text-green-700' : 'text-secondary-700'}>
            {available ? AVAILABLE : UNAVAILABLE}
          </span>
        )}
        {text}
      </span>
      {more && <span className="text-sm text-gray-600">{more}</span>}
    </span>
  );
}

/** Spec section 2's columns: Brp Nr, names, from time, availability, image, descriptions; then Edit and Delete. */
export const dayPassColumns = (intl: IntlShape) =>
  spaPassColumns<DayPass>(intl, [
    {
      id: 'fromTime',
      header: intl.formatMessage({ id: 'products.dayPasses.fromTime', defaultMessage: 'From time' }),
      cell: (d) => d.fromTime,
      className: 'tabular-nums',
    },
    {
      id: 'availability',
      header: intl.formatMessage({ id: 'products.dayPasses.availability', defaultMessage: 'Availability' }),
      cell: (d) => <Availability dayPass={d} />,
    },
  ]);
