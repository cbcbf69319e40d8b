import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { CheckoutAlert } from '../../../contract/checkout-alerts.ts';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { CellLine, ReadOnlyCheck } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { InfoTip } from '../../ui/info-tip.tsx';
import { ALERT_LABELS } from './checkout-alert-labels.ts';

/** An empty value in a cell. */
const NONE = '–';
const line = (content: ReactNode) => <CellLine>{content}</CellLine>;
/** A message as written, its line breaks kept; '–' for none. */
const message = (text: string) => (
  <CellLine className="whitespace-pre-line wrap-anywhere">{text.trim() || NONE}</CellLine>
);
/** A flow as a checkbox the list only shows (it is changed in the edit row). */
const flow = (on: boolean, label: string) => line(<ReadOnlyCheck checked={on} label={label} />);
/** Spec section 9: alert dates read YYYY-MM-DD (the stamps are instants, shown as the browser's local day). */
const day = (instant: string) => dayjs(instant).format('YYYY-MM-DD');

/** Names an alert in its Edit and Delete buttons: the start of its message, or its days when it has none. */
export function alertName(a: CheckoutAlert, intl: IntlShape): string {
  const text = (a.messageNo.trim() || a.messageEn.trim()).split('\n')[0] ?? '';
  if (!text)
    return intl.formatMessage(
      { id: 'content.checkoutAlerts.nameByDays', defaultMessage: 'alert {from} to {to}' },
      { from: a.activeFrom, to: a.activeTo },
    );
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * Hotel flow, SPA flow, both messages, active from and to, and the row's history tooltip (the table adds Actions);
 * in the language shown.
 */
export function checkoutAlertColumns(intl: IntlShape): ReadonlyArray<Column<CheckoutAlert>> {
  const label = (name: keyof typeof ALERT_LABELS) => intl.formatMessage(ALERT_LABELS[name]);
  return [
    { id: 'hotelFlow', header: label('hotelFlow'), cell: (a) => flow(a.hotelFlow, label('hotelFlow')) },
    { id: 'spaFlow', header: label('spaFlow'), cell: (a) => flow(a.spaFlow, label('spaFlow')) },
    { id: 'messageNo', header: label('messageNo'), className: 'min-w-40 max-w-xs', cell: (a) => message(a.messageNo) },
    { id: 'messageEn', header: label('messageEn'), className: 'min-w-40 max-w-xs', cell: (a) => message(a.messageEn) },
    { id: 'activeFrom', header: label('activeFrom'), className: 'whitespace-nowrap', cell: (a) => line(a.activeFrom) },
    { id: 'activeTo', header: label('activeTo'), className: 'whitespace-nowrap', cell: (a) => line(a.activeTo) },
    // Its own column: in the Actions cell it would wrap under Edit and Delete on a 1024 px screen.
    {
      id: 'history',
      header: intl.formatMessage({ id: 'content.checkoutAlerts.history', defaultMessage: 'History' }),
      cell: (a) => <AlertHistory alert={a} />,
    },
  ];
}

/** Spec section 2: the tooltip of an alert's row, who created and last updated it, and on which day. */
function AlertHistory({ alert: a }: { alert: CheckoutAlert }) {
  const intl = useIntl();
  return (
    <InfoTip
      label={intl.formatMessage({ id: 'content.checkoutAlerts.historyOf', defaultMessage: 'History of this alert' })}
    >
      <span className="block">
        {intl.formatMessage(
          { id: 'content.checkoutAlerts.created', defaultMessage: 'Created {day} by {who}' },
          { day: day(a.createdAt), who: a.createdBy },
        )}
      </span>
      <span className="block">
        {a.updatedAt
          ? intl.formatMessage(
              { id: 'content.checkoutAlerts.updated', defaultMessage: 'Updated {day} by {who}' },
              { day: day(a.updatedAt), who: a.updatedBy ?? '' },
            )
          : intl.formatMessage({ id: 'content.checkoutAlerts.notUpdated', defaultMessage: 'Not updated yet' })}
      </span>
    </InfoTip>
  );
}
