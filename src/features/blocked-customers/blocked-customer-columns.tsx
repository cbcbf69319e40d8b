import { readablePhone } from '../../../contract/phone.ts';
import type { ReactNode } from 'react';
import type { BlockedCustomer } from '../../../contract/blocked-customers.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import { CellLine } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { BLOCKED_CUSTOMER_LABELS } from './blocked-customer-labels.ts';

/** An empty value in a cell. */
const NONE = '–';
const dash = (value: string) => value || NONE;
const line = (content: ReactNode) => <CellLine>{content}</CellLine>;

/** The list's columns (spec section 2): Email Address, Phone number, Note (the table adds Actions). */
export function blockedCustomerColumns(intl: IntlShape): ReadonlyArray<Column<BlockedCustomer>> {
  return [
    {
      id: 'emailAddress',
      header: intl.formatMessage({ id: 'content.blockedCustomers.emailColumn', defaultMessage: 'Email Address' }),
      className: 'break-all',
      cell: (c) => line(dash(c.emailAddress)),
    },
    {
      id: 'phoneNumber',
      header: intl.formatMessage(BLOCKED_CUSTOMER_LABELS.phoneNumber),
      className: 'whitespace-nowrap',
      cell: (c) => line(dash(readablePhone(c.phoneNumber))),
    },
    {
      id: 'note',
      header: intl.formatMessage(BLOCKED_CUSTOMER_LABELS.note),
      className: 'max-w-96',
      cell: (c) => line(dash(c.note)),
    },
  ];
}
