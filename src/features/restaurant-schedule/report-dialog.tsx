import dayjs from 'dayjs';
import { useState } from 'react';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { BOOKING_DATE_FORMAT, DatePicker, isIsoDate } from '../../ui/date-picker.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { downloadReport } from './api/download-report.ts';

export type ReportKind = 'daily' | 'monthly';

/**
 * Daily needs a date, Monthly a start and an end; Generate stays disabled otherwise (spec section 2).
 * Download errors are only logged (spec section 8).
 */
export function ReportDialog({
  kind,
  restaurant,
  scheduleDate,
  onClose,
}: {
  kind: ReportKind;
  restaurant: Restaurant;
  scheduleDate: string;
  onClose: () => void;
}) {
  const base = isIsoDate(scheduleDate) ? dayjs(scheduleDate) : dayjs();
  const [date, setDate] = useState(base.format('YYYY-MM-DD'));
  const [from, setFrom] = useState(base.startOf('month').format('YYYY-MM-DD'));
  const [to, setTo] = useState(base.endOf('month').format('YYYY-MM-DD'));
  const [busy, setBusy] = useState(false);

  const ready = kind === 'daily' ? isIsoDate(date) : isIsoDate(from) && isIsoDate(to) && from <= to;

  const generate = async () => {
    setBusy(true);
    try {
      await downloadReport(
        kind === 'daily'
          ? { kind, restaurantId: restaurant.id, date }
          : { kind, restaurantId: restaurant.id, dateFrom: from, dateTo: to },
      );
      onClose();
    } catch (error) {
      console.error('Report download failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={kind === 'daily' ? 'Daily report' : 'Monthly report'}
      description={`Bookings of ${restaurant.name} as a spreadsheet.`}
      submitLabel="Generate"
      submitDisabled={!ready}
      busy={busy}
      onSubmit={() => void generate()}
      onCancel={onClose}
    >
      {kind === 'daily' ? (
        <DatePicker label="Date" format={BOOKING_DATE_FORMAT} value={date} onChange={setDate} required />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <DatePicker label="Start date" format={BOOKING_DATE_FORMAT} value={from} onChange={setFrom} required />
          <DatePicker
            label="End date"
            format={BOOKING_DATE_FORMAT}
            value={to}
            onChange={setTo}
            min={from || undefined}
            required
          />
        </div>
      )}
    </FormDialog>
  );
}
