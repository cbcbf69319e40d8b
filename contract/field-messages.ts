import { defineMessages } from '@formatjs/intl';

/**
 * What the contract and the server say of one field (decision 031, in every language: decision 039), each message by
 * its code `field.<key>`: a predicate the reader puts after the field's label ("must be 0 or more": "Position must be
 * 0 or more.", "Plassering må være 0 eller mer."), or a note said as it is ("image 13 not found"). Other fields a
 * message names are values in their API names (`{other}`: "minStay"), which the console says as their labels.
 *
 * In order: `fieldSaid` (contract/server-codes.ts) reads a rule's English back as the first message whose English it
 * is, so a particular message comes before a general one ("must be 0-6" before "must be {value}").
 */
export const FIELD_MESSAGES = defineMessages({
  required: { id: 'server.field.required', defaultMessage: 'is required' },
  requiredWithout: { id: 'server.field.requiredWithout', defaultMessage: 'is required when there is no {other}' },
  requiredWithMeal: { id: 'server.field.requiredWithMeal', defaultMessage: 'is required with a meal' },
  invalid: { id: 'server.field.invalid', defaultMessage: 'is invalid' },
  notValid: { id: 'server.field.notValid', defaultMessage: 'is not valid' },
  notInForm: { id: 'server.field.notInForm', defaultMessage: 'is not in the expected form' },
  tooSmall: { id: 'server.field.tooSmall', defaultMessage: 'is too small' },
  tooLarge: { id: 'server.field.tooLarge', defaultMessage: 'is too large' },
  tooEarly: { id: 'server.field.tooEarly', defaultMessage: 'is too early' },
  tooLate: { id: 'server.field.tooLate', defaultMessage: 'is too late' },
  wholeNumber: { id: 'server.field.wholeNumber', defaultMessage: 'must be a whole number' },
  decimalDigits: {
    id: 'server.field.decimalDigits',
    defaultMessage: 'must be a whole number written in decimal digits',
  },
  number: { id: 'server.field.number', defaultMessage: 'must be a number' },
  text: { id: 'server.field.text', defaultMessage: 'must be text' },
  yesOrNo: { id: 'server.field.yesOrNo', defaultMessage: 'must be yes or no' },
  trueOrFalse: { id: 'server.field.trueOrFalse', defaultMessage: 'must be true or false' },
  list: { id: 'server.field.list', defaultMessage: 'must be a list' },
  date: { id: 'server.field.date', defaultMessage: 'must be a date' },
  dateIso: { id: 'server.field.dateIso', defaultMessage: 'must be a date YYYY-MM-DD' },
  realDate: { id: 'server.field.realDate', defaultMessage: 'must be a real date' },
  dateOrDateTime: {
    id: 'server.field.dateOrDateTime',
    defaultMessage: 'must be a date YYYY-MM-DD or date-time YYYY-MM-DDTHH:mm',
  },
  dateTimeIso: { id: 'server.field.dateTimeIso', defaultMessage: 'must be a date-time YYYY-MM-DDTHH:mm:ss' },
  realDateTime: { id: 'server.field.realDateTime', defaultMessage: 'must be a real date and time' },
  dateAndTime: { id: 'server.field.dateAndTime', defaultMessage: 'must be a date and time' },
  dateBetween: { id: 'server.field.dateBetween', defaultMessage: 'must be a date from {from} to {to}' },
  time: { id: 'server.field.time', defaultMessage: 'must be a time HH:mm' },
  timeWritten: { id: 'server.field.timeWritten', defaultMessage: 'must be a time written HH:mm' },
  timeWithSeconds: { id: 'server.field.timeWithSeconds', defaultMessage: 'must be a time HH:mm or HH:mm:ss' },
  instant: { id: 'server.field.instant', defaultMessage: 'must be a time with its offset (ISO 8601)' },
  email: { id: 'server.field.email', defaultMessage: 'must be an email address' },
  webAddress: { id: 'server.field.webAddress', defaultMessage: 'must be a web address' },
  phone: { id: 'server.field.phone', defaultMessage: 'must be a phone number' },
  phoneExample: {
    id: 'server.field.phoneExample',
    defaultMessage: 'must be a phone number, e.g. 912 34 567 or +47 912 34 567',
  },
  imageSource: {
    id: 'server.field.imageSource',
    defaultMessage: 'must start with https:// or http://, or be a path on this site starting with /',
  },
  dictionaryKey: {
    id: 'server.field.dictionaryKey',
    defaultMessage: 'must be letters, digits, ".", "_" or "-" only (no spaces)',
  },
  font: { id: 'server.field.font', defaultMessage: 'must be 0 (Default), 1 (Playfair) or 2 (OpenSans)' },
  orderLimit: {
    id: 'server.field.orderLimit',
    defaultMessage: 'must be -1 (ordering disabled), 0 (no limit) or a limit of 1 or more',
  },
  chosen: { id: 'server.field.chosen', defaultMessage: 'must be chosen' },
  atLeastOne: { id: 'server.field.atLeastOne', defaultMessage: 'must have at least one' },
  holdChange: { id: 'server.field.holdChange', defaultMessage: 'must hold a change' },
  apiUrl: { id: 'server.field.apiUrl', defaultMessage: 'must be an /api URL' },
  apiUrlNotBatch: { id: 'server.field.apiUrlNotBatch', defaultMessage: 'must be an /api URL other than the batch' },
  uuid: { id: 'server.field.uuid', defaultMessage: 'must be a UUID' },
  version: { id: 'server.field.version', defaultMessage: 'must be the version the change is based on, e.g. "3"' },
  doneAt: {
    id: 'server.field.doneAt',
    defaultMessage: 'must be the time the change was made, e.g. "2026-11-26T18:05:00.000Z"',
  },
  notLaterThanNow: { id: 'server.field.notLaterThanNow', defaultMessage: 'must not be later than now' },
  withinDays: { id: 'server.field.withinDays', defaultMessage: 'must be within the last {days} days' },
  noNul: { id: 'server.field.noNul', defaultMessage: 'must not contain a NUL character (\\u0000)' },
  noNulInKey: { id: 'server.field.noNulInKey', defaultMessage: 'must not contain a NUL character (\\u0000) in a key' },
  badPathComponent: {
    id: 'server.field.badPathComponent',
    defaultMessage: 'is not a valid URL path component (a bad %-escape, or over 100 characters)',
  },
  emptyBody: { id: 'server.field.emptyBody', defaultMessage: 'is empty (send a JSON value)' },
  invalidJson: { id: 'server.field.invalidJson', defaultMessage: 'is not valid JSON' },
  mealOfRestaurant: { id: 'server.field.mealOfRestaurant', defaultMessage: 'is not a meal of this restaurant' },
  between: { id: 'server.field.between', defaultMessage: 'must be between {min} and {max}' },
  decimalsAtMost: { id: 'server.field.decimalsAtMost', defaultMessage: 'must have at most {places} decimals' },
  decimalsMore: { id: 'server.field.decimalsMore', defaultMessage: 'has more than {places} decimals' },
  notBefore: { id: 'server.field.notBefore', defaultMessage: 'must not be before {other}' },
  after: { id: 'server.field.after', defaultMessage: 'must be after {other}' },
  notLessThan: { id: 'server.field.notLessThan', defaultMessage: 'must not be less than {other}' },
  differFrom: { id: 'server.field.differFrom', defaultMessage: 'must differ from {other}' },
  moreThan: { id: 'server.field.moreThan', defaultMessage: 'must be more than {min, number}' },
  atLeast: { id: 'server.field.atLeast', defaultMessage: 'must be {min, number} or more' },
  lessThan: { id: 'server.field.lessThan', defaultMessage: 'must be less than {max, number}' },
  atMost: { id: 'server.field.atMost', defaultMessage: 'must be {max, number} or less' },
  minLength: {
    id: 'server.field.minLength',
    defaultMessage: 'must be at least {min, plural, one {# character} other {# characters}} long',
  },
  maxLength: {
    id: 'server.field.maxLength',
    defaultMessage: 'must be at most {max, plural, one {# character} other {# characters}}',
  },
  /** The same written without a thousands separator ("must be at most 4000 characters"), as some rules say it. */
  maxCharacters: { id: 'server.field.maxCharacters', defaultMessage: 'must be at most {max} characters' },
  atLeastCount: { id: 'server.field.atLeastCount', defaultMessage: 'must have at least {min, number}' },
  atMostCount: { id: 'server.field.atMostCount', defaultMessage: 'can have at most {max, number}' },
  multipleOf: { id: 'server.field.multipleOf', defaultMessage: 'must be a multiple of {divisor, number}' },
  // What the server says of a value it looked up (never a rule of the contract's).
  imageMissing: { id: 'server.field.imageMissing', defaultMessage: 'an image does not exist' },
  imageNotFound: { id: 'server.field.imageNotFound', defaultMessage: 'image {id} not found' },
  dateFilterNotFound: { id: 'server.field.dateFilterNotFound', defaultMessage: 'date filter {id} not found' },
  restaurantNotFound: { id: 'server.field.restaurantNotFound', defaultMessage: 'restaurant {id} not found' },
  mealNotServed: {
    id: 'server.field.mealNotServed',
    defaultMessage: 'meal {meal} not served by restaurant {restaurant}',
  },
  passNotInSpaSystem: {
    id: 'server.field.passNotInSpaSystem',
    defaultMessage: '{what, select, dayPass {Day pass} other {Frequent visitor pass}} {id} not found in the spa system',
  },
  notATreatment: { id: 'server.field.notATreatment', defaultMessage: '{id} is not a treatment of the spa system' },
  noAddition: { id: 'server.field.noAddition', defaultMessage: 'treatment {id} has no addition' },
  additionOf: {
    id: 'server.field.additionOf',
    defaultMessage: 'must be {expected}, the addition of treatment {id}',
  },
  ownParent: { id: 'server.field.ownParent', defaultMessage: 'a product cannot be its own parent' },
  notInGroup: {
    id: 'server.field.notInGroup',
    defaultMessage: 'spa product {id} is not a product of group {group}',
  },
  subProduct: { id: 'server.field.subProduct', defaultMessage: 'spa product {id} is a sub-product of this product' },
  spaProductUnknown: {
    id: 'server.field.spaProductUnknown',
    defaultMessage: 'spa product {id} not found in the spa system',
  },
  listedTwice: { id: 'server.field.listedTwice', defaultMessage: 'service {id} is listed twice' },
  // The most general last.
  unknownFields: {
    id: 'server.field.unknownFields',
    defaultMessage: 'has fields this request does not take: {keys}',
  },
  range: { id: 'server.field.range', defaultMessage: 'must be {min}-{max}' },
  oneOf: { id: 'server.field.oneOf', defaultMessage: 'must be one of {values}' },
  exactly: { id: 'server.field.exactly', defaultMessage: 'must be {value}' },
});

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;
