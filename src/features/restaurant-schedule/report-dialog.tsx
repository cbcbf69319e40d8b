import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { scheduleKeys } from '../../entities/schedule/schedule-keys.ts';
import { useIntl } from '../../i18n/intl.ts';
import { LANGUAGE_CODES, LANGUAGES } from '../../i18n/languages.ts';
import { useSyncState } from '../../offline/sync-context.tsx';
import { BOOKING_DATE_FORMAT, DatePicker, formatTypedDate, isIsoDate } from '../../ui/date-picker.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { notify } from '../../ui/notifications.ts';
import { fetchReport, saveFile, serverUnreachable } from './api/download-report.ts';
import type { HeldDay } from './device-report.ts';
import { waitingChanges, withPending } from './schedule-outbox.ts';

export type ReportKind = 'daily' | 'monthly';

const shown = (day: string) => formatTypedDate(day, BOOKING_DATE_FORMAT);

/** The days from..to, in order (a month at most is asked for; a longer range is listed all the same). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayjs(from); !day.isAfter(to, 'day'); day = day.add(1, 'day')) days.push(day.format('YYYY-MM-DD'));
  return days;
}

/** Why the device cannot make the report (nothing to make it from), or which days it lacks (the person decides). */
type OnDevice = { refused: string } | { missing: string[]; held: number };

/**
 * Daily needs a date, Monthly a start and an end; Generate stays disabled otherwise (spec section 2). The server makes
 * the file; when it cannot be reached, this device makes the same file from the days it holds, waiting changes
 * included (issue 31), and says so. Other download errors are only logged (spec section 8).
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
  const [onDevice, setOnDevice] = useState<OnDevice | null>(null);
  const queryClient = useQueryClient();
  const { entries } = useSyncState();
  const intl = useIntl();
  // The server's report in the language shown.
  const language = LANGUAGE_CODES.find((code) => LANGUAGES[code].locale === intl.locale) ?? 'en';

  const ready = kind === 'daily' ? isIsoDate(date) : isIsoDate(from) && isIsoDate(to) && from <= to;
  const [first, last] = kind === 'daily' ? [date, date] : [from, to];

  /** The days of the report as this device holds them: the server's copy as last fetched, waiting changes applied. */
  const heldDays = () => {
    const held: HeldDay[] = [];
    const missing: string[] = [];
    for (const day of daysOf(first, last)) {
      const state = queryClient.getQueryState<ScheduleGroup[]>(scheduleKeys.day(restaurant.id, day));
      if (state?.data === undefined) missing.push(day);
      else
        held.push({
          date: day,
          groups: withPending(state.data, day, entries, restaurant.id),
          asOf: state.dataUpdatedAt,
        });
    }
    return { held, missing };
  };

  const makeOnDevice = async (held: HeldDay[], missing: string[]) => {
    const request = {
      kind: kind === 'daily' ? ('Daily' as const) : ('Monthly' as const),
      restaurant: restaurant.name,
      from: first,
      to: last,
      held,
      missing,
      waiting: waitingChanges(entries, restaurant.id),
    };
    let file: { blob: Blob; fileName: string };
    let note: string[];
    try {
      const { deviceReport, deviceReportNote } = await import('./device-report.ts');
      file = await deviceReport(request);
      note = deviceReportNote(request);
    } catch (error) {
      // Offline on a tablet that never installed the app: the spreadsheet code is not on it.
      console.error('The report could not be made on this device', error);
      setOnDevice({
        refused: intl.formatMessage({
          id: 'door.reportDialog.noCodeHere',
          defaultMessage:
            'The server cannot be reached, and this device cannot make the report itself: its spreadsheet code is not on it yet. Try again once online.',
        }),
      });
      return;
    }
    notify.success(`${saveFile(file)}: ${note.join(' ')}`);
    onClose();
  };

  const generate = async () => {
    setBusy(true);
    try {
      if (onDevice && 'missing' in onDevice) {
        // The person has seen which days are missing and asked for the others.
        const { held, missing } = heldDays();
        await makeOnDevice(held, missing);
        return;
      }
      saveFile(
        await fetchReport(
          kind === 'daily'
            ? { kind, restaurantId: restaurant.id, date }
            : { kind, restaurantId: restaurant.id, dateFrom: from, dateTo: to },
          language,
        ),
      );
      onClose();
    } catch (error) {
      if (!serverUnreachable(error)) {
        console.error('Report download failed', error);
        return;
      }
      const { held, missing } = heldDays();
      if (held.length === 0) {
        setOnDevice({
          refused:
            kind === 'daily'
              ? intl.formatMessage(
                  {
                    id: 'door.reportDialog.noCopyOfDay',
                    defaultMessage:
                      'The server cannot be reached, and this device holds no copy of {day}. Open that day here while online to keep a copy for later.',
                  },
                  { day: shown(date) },
                )
              : intl.formatMessage(
                  {
                    id: 'door.reportDialog.noCopyOfDays',
                    defaultMessage:
                      'The server cannot be reached, and this device holds none of the days from {from} to {to}. Open them here while online to keep copies for later.',
                  },
                  { from: shown(from), to: shown(to) },
                ),
        });
      } else if (missing.length > 0) {
        setOnDevice({ missing, held: held.length });
      } else {
        await makeOnDevice(held, missing);
      }
    } finally {
      setBusy(false);
    }
  };

  // A changed date asks the server again.
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setOnDevice(null);
  };

  return (
    <FormDialog
      open
      title={
        kind === 'daily'
          ? intl.formatMessage({ id: 'door.reportDialog.dailyTitle', defaultMessage: 'Daily report' })
          : intl.formatMessage({ id: 'door.reportDialog.monthlyTitle', defaultMessage: 'Monthly report' })
      }
      description={intl.formatMessage(
        { id: 'door.reportDialog.description', defaultMessage: 'Bookings of {restaurant} as a spreadsheet.' },
        { restaurant: restaurant.name },
      )}
      submitLabel={
        onDevice && 'missing' in onDevice
          ? intl.formatMessage({ id: 'door.reportDialog.downloadWithout', defaultMessage: 'Download without them' })
          : intl.formatMessage({ id: 'door.reportDialog.generate', defaultMessage: 'Generate' })
      }
      submitDisabled={!ready || (onDevice !== null && 'refused' in onDevice)}
      busy={busy}
      onSubmit={() => void generate()}
      onCancel={onClose}
    >
      {kind === 'daily' ? (
        <DatePicker
          label={intl.formatMessage({ id: 'door.reportDialog.date', defaultMessage: 'Date' })}
          format={BOOKING_DATE_FORMAT}
          value={date}
          onChange={change(setDate)}
          required
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <DatePicker
            label={intl.formatMessage({ id: 'door.reportDialog.startDate', defaultMessage: 'Start date' })}
            format={BOOKING_DATE_FORMAT}
            value={from}
            onChange={change(setFrom)}
            required
          />
          <DatePicker
            label={intl.formatMessage({ id: 'door.reportDialog.endDate', defaultMessage: 'End date' })}
            format={BOOKING_DATE_FORMAT}
            value={to}
            onChange={change(setTo)}
            min={from || undefined}
            required
          />
        </div>
      )}
      {onDevice && (
        <div
          role="alert"
          className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 wrap-anywhere"
        >
          {'refused' in onDevice ? (
            onDevice.refused
          ) : (
            <>
              <p>
                {intl.formatMessage(
                  {
                    id: 'door.reportDialog.holdsSome',
                    defaultMessage:
                      'The server cannot be reached. This device holds {held} of the {days} days; it holds no copy of these:',
                  },
                  { held: onDevice.held, days: onDevice.held + onDevice.missing.length },
                )}
              </p>
              <p className="mt-1 font-medium">{onDevice.missing.map(shown).join(', ')}</p>
              <p className="mt-1">
                {intl.formatMessage({
                  id: 'door.reportDialog.withoutThem',
                  defaultMessage: 'The report can be made without them; the file names them.',
                })}
              </p>
            </>
          )}
        </div>
      )}
    </FormDialog>
  );
}
