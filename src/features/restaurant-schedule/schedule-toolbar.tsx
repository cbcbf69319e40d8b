import { useState } from 'react';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { BOOKING_DATE_FORMAT, DatePicker } from '../../ui/date-picker.tsx';
import { lazyPart } from '../../ui/on-demand.tsx';
import type { ReportKind } from './report-dialog.tsx';

/** Loaded when it is first opened (decision 021): the dialog and its form are not on the first route. */
const ReportDialog = lazyPart(() => import('./report-dialog.tsx').then((m) => m.ReportDialog), {
  close: (props) => props.onClose(),
});

export type ScheduleView = 'timeslots' | 'list';

export interface ScheduleToolbarProps {
  restaurant: Restaurant;
  date: string;
  onDateChange: (date: string) => void;
  dateError: string | null;
  view: ScheduleView;
  onViewChange: (view: ScheduleView) => void;
  showComments: boolean;
  onToggleComments: () => void;
  showWithdrawn: boolean;
  onShowWithdrawnChange: (show: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
  /** The day's run sheet on paper (run-sheet.tsx). */
  onPrint: () => void;
}

const segment = 'min-h-touch px-4 font-medium first:rounded-l last:rounded-r border border-primary-600';

/** Date, Refresh, Timeslots / Booking List, Open/Close Comments, Show Withdrawn, and the two reports. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { restaurant, date, view } = props;
  const intl = useIntl();
  const [report, setReport] = useState<ReportKind | null>(null);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <DatePicker
        label={intl.formatMessage({ id: 'door.toolbar.date', defaultMessage: 'Date' })}
        format={BOOKING_DATE_FORMAT}
        value={date}
        onChange={props.onDateChange}
        errorText={props.dateError}
        className="w-44"
      />
      <Button variant="secondary" busy={props.refreshing} onClick={props.onRefresh}>
        {intl.formatMessage({ id: 'door.toolbar.refresh', defaultMessage: 'Refresh' })}
      </Button>
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'door.toolbar.view', defaultMessage: 'View' })}
        className="flex"
      >
        {(['timeslots', 'list'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => props.onViewChange(option)}
            className={`${segment} ${view === option ? 'bg-primary-600 text-white' : 'bg-white text-primary-700 hover:bg-primary-50'}`}
          >
            {option === 'timeslots'
              ? intl.formatMessage({ id: 'door.toolbar.timeslots', defaultMessage: 'Timeslots' })
              : intl.formatMessage({ id: 'door.toolbar.bookingList', defaultMessage: 'Booking List' })}
          </button>
        ))}
      </div>
      <Button variant="secondary" aria-pressed={props.showComments} onClick={props.onToggleComments}>
        {props.showComments
          ? intl.formatMessage({ id: 'door.toolbar.closeComments', defaultMessage: 'Close Comments' })
          : intl.formatMessage({ id: 'door.toolbar.openComments', defaultMessage: 'Open Comments' })}
      </Button>
      <label className="flex min-h-touch cursor-pointer items-center gap-2 px-1">
        <input
          type="checkbox"
          className="size-5 accent-primary-600"
          checked={props.showWithdrawn}
          onChange={(event) => props.onShowWithdrawnChange(event.target.checked)}
        />
        {intl.formatMessage({ id: 'door.toolbar.showWithdrawn', defaultMessage: 'Show Withdrawn' })}
      </label>
      <div className="ml-auto flex gap-2">
        <Button variant="secondary" onClick={props.onPrint}>
          {intl.formatMessage({ id: 'door.toolbar.print', defaultMessage: 'Print' })}
        </Button>
        <Button variant="secondary" onClick={() => setReport('daily')}>
          {intl.formatMessage({ id: 'door.toolbar.daily', defaultMessage: 'Daily' })}
        </Button>
        <Button variant="secondary" onClick={() => setReport('monthly')}>
          {intl.formatMessage({ id: 'door.toolbar.monthly', defaultMessage: 'Monthly' })}
        </Button>
      </div>
      {report && (
        <ReportDialog kind={report} restaurant={restaurant} scheduleDate={date} onClose={() => setReport(null)} />
      )}
    </div>
  );
}
