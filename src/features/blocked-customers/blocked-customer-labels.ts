import { defineMessages } from '../../i18n/intl.ts';

/** The blocked customers screen's names of a row's fields: its columns and its edit row say them alike. */
export const BLOCKED_CUSTOMER_LABELS = defineMessages({
  phoneNumber: { id: 'content.blockedCustomers.phoneNumber', defaultMessage: 'Phone number' },
  note: { id: 'content.blockedCustomers.note', defaultMessage: 'Note' },
});
