import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { CheckoutAlert } from '../../../contract/checkout-alerts.ts';
import { CellLine, ReadOnlyCheck } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { InfoTip } from '../../ui/info-tip.tsx';

const line = (content: ReactNode) => <CellLine>{content}</CellLine>;
/** A message as written, its line breaks kept; '–' for none. */
const message = (text: string) => (
  <CellLine className="whitespace-pre-line wrap-anywhere">{text.trim() || '–'}</CellLine>
);
/** A flow as a checkbox the list only shows (it is changed in the edit row). */
const flow = (on: boolean, label: string) => line(<ReadOnlyCheck checked={on} label={label} />);
/** Spec section 9: alert dates read YYYY-MM-DD (the stamps are instants, shown as the browser's local day). */
const day = (instant: string) => dayjs(instant).format('YYYY-MM-DD');

/** Names an alert in its Edit and Delete buttons: the start of its message, or its days when it has none. */
export function alertName(a: CheckoutAlert): string {
  const text = (a.messageNo.trim() || a.messageEn.trim()).split('\n')[0] ?? '';
  if (!text) return `alert ${a.activeFrom} to ${a.activeTo}`;
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Hotel flow, SPA flow, both messages, active from and to, and the row's history tooltip (the table adds Actions). */
export const checkoutAlertColumns: ReadonlyArray<Column<CheckoutAlert>> = [
  { id: 'hotelFlow', header: 'Hotel flow', cell: (a) => flow(a.hotelFlow, 'Hotel flow') },
  { id: 'spaFlow', header: 'SPA flow', cell: (a) => flow(a.spaFlow, 'SPA flow') },
  { id: 'messageNo', header: 'Message (No)', className: 'min-w-40 max-w-xs', cell: (a) => message(a.messageNo) },
  { id: 'messageEn', header: 'Message (En)', className: 'min-w-40 max-w-xs', cell: (a) => message(a.messageEn) },
  { id: 'activeFrom', header: 'Active from', className: 'whitespace-nowrap', cell: (a) => line(a.activeFrom) },
  { id: 'activeTo', header: 'Active to', className: 'whitespace-nowrap', cell: (a) => line(a.activeTo) },
  // Its own column: in the Actions cell it would wrap under Edit and Delete on a 1024 px screen.
  { id: 'history', header: 'History', cell: (a) => <AlertHistory alert={a} /> },
];

/** Spec section 2: the tooltip of an alert's row, who created and last updated it, and on which day. */
function AlertHistory({ alert: a }: { alert: CheckoutAlert }) {
  return (
    <InfoTip label="History of this alert">
      <span className="block">
        Created {day(a.createdAt)} by {a.createdBy}
      </span>
      <span className="block">
        {a.updatedAt ? `Updated ${day(a.updatedAt)} by ${a.updatedBy ?? ''}` : 'Not updated yet'}
      </span>
    </InfoTip>
  );
}
