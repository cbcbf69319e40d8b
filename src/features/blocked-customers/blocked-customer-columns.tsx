import { readablePhone } from '../../../contract/phone.ts';
import type { ReactNode } from 'react';
import type { BlockedCustomer } from '../../../contract/blocked-customers.ts';
import { CellLine } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';

const dash = (value: string) => value || '–';
const line = (content: ReactNode) => <CellLine>{content}</CellLine>;

/** The list's columns (spec section 2): Email Address, Phone number, Note (the table adds Actions). */
export const blockedCustomerColumns: ReadonlyArray<Column<BlockedCustomer>> = [
  { id: 'emailAddress', header: 'Email Address', className: 'break-all', cell: (c) => line(dash(c.emailAddress)) },
  {
    id: 'phoneNumber',
    header: 'Phone number',
    className: 'whitespace-nowrap',
    cell: (c) => line(dash(readablePhone(c.phoneNumber))),
  },
  { id: 'note', header: 'Note', className: 'max-w-96', cell: (c) => line(dash(c.note)) },
];
