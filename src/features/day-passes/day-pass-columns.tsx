import type { DayPass } from '../../../contract/spa.ts';
import { spaPassColumns } from '../../entities/spa-passes/spa-pass-columns.tsx';
import { availabilitySummary } from './availability-summary.ts';

function Availability({ dayPass }: { dayPass: DayPass }) {
  const { available, text, more } = availabilitySummary(dayPass.restrictions);
  return (
    <span className="flex min-w-28 flex-col">
      <span className="flex items-center gap-1">
        {available !== null && (
          <span aria-hidden="true" className={available ? 'text-green-700' : 'text-secondary-700'}>
            {available ? '✓' : '✕'}
          </span>
        )}
        {text}
      </span>
      {more && <span className="text-sm text-gray-600">{more}</span>}
    </span>
  );
}

/** Spec section 2's columns: Brp Nr, names, from time, availability, image, descriptions; then Edit and Delete. */
export const dayPassColumns = spaPassColumns<DayPass>([
  { id: 'fromTime', header: 'From time', cell: (d) => d.fromTime, className: 'tabular-nums' },
  { id: 'availability', header: 'Availability', cell: (d) => <Availability dayPass={d} /> },
]);
