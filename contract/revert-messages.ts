import { defineMessages } from '@formatjs/intl';

/**
 * Why a revert was refused (`POST history/entries/{id}/revert`, 409; docs/decisions/029-change-log.md), each by its
 * code `revert.<key>`, said as the server says them in English and in the person's language (decision 039). The
 * record is named by its label (`record`), or "the record" when it has none (`named`: yes or no); a time is an
 * instant (`at`), said as a time of day. `resource`: the kind of record, as the API names it (contract/history.ts).
 */
export const REVERT_MESSAGES = defineMessages({
  changed: {
    id: 'server.revert.changed',
    description: 'fields: the fields changed since, in the API words ("active to, name"); count: how many',
    defaultMessage: 'Not reverted: {fields} {count, plural, one {was} other {were}} changed since.',
  },
  changedBy: {
    id: 'server.revert.changedBy',
    description: 'fields: the fields changed since, in the API words ("active to, name"); count: how many',
    defaultMessage:
      'Not reverted: {fields} {count, plural, one {was} other {were}} changed since, by {by} at {at, time, short}.',
  },
  thereAgain: {
    id: 'server.revert.thereAgain',
    defaultMessage: 'Not reverted: {named, select, yes {{record}} other {the record}} is there again.',
  },
  deletedSince: {
    id: 'server.revert.deletedSince',
    defaultMessage: 'Not reverted: {named, select, yes {{record}} other {the record}} has been deleted since.',
  },
  added: {
    id: 'server.revert.added',
    description: 'A record made and then used: another record was added to it since (by whom, when, if known)',
    defaultMessage:
      'Not reverted: a {resource, select, availability_rules {availability} bookings {booking} images {image} date_filters {date filter} spa_package_groups {spa package} spa_products {spa product} included_services {included service} hotel_packages {hotel package} hotel_package_addons {add-on} treatments {treatment} day_passes {day pass} frequent_visitor_passes {frequent visitor pass} special_codes {special code} discount_codes {discount code} room_types {room type} dictionary_entries {string} blocked_customers {blocked customer} sections {section} checkout_alerts {checkout alert} hotel_metadata {hotel metadata} other {restaurant}} was added to {named, select, yes {{record}} other {the record}} since{when, select, known {, by {by} at {at, time, short}} other {}}.',
  },
  attached: {
    id: 'server.revert.attached',
    description: 'A record made and then used: it was attached to another record since (by whom, when, if known)',
    defaultMessage:
      'Not reverted: {named, select, yes {{record}} other {the record}} was attached to a {resource, select, availability_rules {availability} bookings {booking} images {image} date_filters {date filter} spa_package_groups {spa package} spa_products {spa product} included_services {included service} hotel_packages {hotel package} hotel_package_addons {add-on} treatments {treatment} day_passes {day pass} frequent_visitor_passes {frequent visitor pass} special_codes {special code} discount_codes {discount code} room_types {room type} dictionary_entries {string} blocked_customers {blocked customer} sections {section} checkout_alerts {checkout alert} hotel_metadata {hotel metadata} other {restaurant}} since{when, select, known {, by {by} at {at, time, short}} other {}}.',
  },
  putToUse: {
    id: 'server.revert.putToUse',
    defaultMessage:
      'Not reverted: {named, select, yes {{record}} other {the record}} was put to use since{when, select, known {, by {by} at {at, time, short}} other {}}.',
  },
  inUse: {
    id: 'server.revert.inUse',
    defaultMessage:
      'Not reverted: {named, select, yes {{record}} other {the record}} is in use elsewhere, or something it refers to has been deleted since.',
  },
  nameTaken: {
    id: 'server.revert.nameTaken',
    defaultMessage:
      'Not reverted: another record now has the same name or code as {named, select, yes {{record}} other {the record}}.',
  },
  invalidNow: {
    id: 'server.revert.invalidNow',
    defaultMessage: 'Not reverted: the values before would not be valid now.',
  },
  tableTaken: {
    id: 'server.revert.tableTaken',
    defaultMessage: 'Not reverted: table {table} was given to {name} by {by} at {at, time, short}.',
  },
  because: {
    id: 'server.revert.because',
    description: "reason: what the record's own rules said, in English, its first letter small",
    defaultMessage: 'Not reverted: {reason}',
  },
});
