import { defineMessages, type IntlShape } from '../../i18n/intl.ts';

/**
 * The door's words said in more than one place (decision 039): a booking's fields by the names the host knows them
 * by (the add and edit dialogs, the changes another host made, the history, the run sheet), and seats in "stk".
 */
export const BOOKING_FIELDS = defineMessages({
  customerName: { id: 'door.field.customerName', defaultMessage: 'Customer name' },
  phone: { id: 'door.field.phone', defaultMessage: 'Phone' },
  seats: { id: 'door.field.seats', defaultMessage: 'Seats' },
  comment: { id: 'door.field.comment', defaultMessage: 'Comment' },
  time: { id: 'door.field.time', defaultMessage: 'Time' },
  tables: { id: 'door.field.tables', defaultMessage: 'Tables' },
  arrived: { id: 'door.field.arrived', defaultMessage: 'Arrived' },
  arrivedAt: { id: 'door.field.arrivedAt', defaultMessage: 'Arrived at' },
  status: { id: 'door.field.status', defaultMessage: 'Status' },
  restaurant: { id: 'door.field.restaurant', defaultMessage: 'Restaurant' },
  date: { id: 'door.field.date', defaultMessage: 'Date' },
});

export type BookingField = keyof typeof BOOKING_FIELDS;

/** A booking's field by its name in the language shown. */
export const fieldName = (intl: IntlShape, field: BookingField) => intl.formatMessage(BOOKING_FIELDS[field]);

/** "4 stk": seats as the door counts them, the same word in both languages (the glossary's), digits as they are. */
export const stk = (intl: IntlShape, count: number) =>
  intl.formatMessage({ id: 'door.seats.stk', defaultMessage: '{count} stk' }, { count: String(count) });

/** "Table 6": a table by its number. */
export const tableName = (intl: IntlShape, table: string) =>
  intl.formatMessage({ id: 'door.table.name', defaultMessage: 'Table {table}' }, { table });
