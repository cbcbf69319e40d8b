import { defineMessages } from '../../i18n/intl.ts';

/** The checkout alerts screen's names of an alert's fields: its columns and its edit row say them alike. */
export const ALERT_LABELS = defineMessages({
  hotelFlow: { id: 'content.checkoutAlerts.hotelFlow', defaultMessage: 'Hotel flow' },
  spaFlow: { id: 'content.checkoutAlerts.spaFlow', defaultMessage: 'SPA flow' },
  messageNo: { id: 'content.checkoutAlerts.messageNo', defaultMessage: 'Message (No)' },
  messageEn: { id: 'content.checkoutAlerts.messageEn', defaultMessage: 'Message (En)' },
  activeFrom: { id: 'content.checkoutAlerts.activeFrom', defaultMessage: 'Active from' },
  activeTo: { id: 'content.checkoutAlerts.activeTo', defaultMessage: 'Active to' },
});
