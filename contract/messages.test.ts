import type { MessageDescriptor } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { FIELD_MESSAGES } from './field-messages.ts';
import { fieldSentence, installPlainMessages, plainPredicate } from './messages.ts';
import { inEnglish, matchSaid } from './said.ts';
import { englishOf, fieldSaid, SERVER_CODES } from './server-codes.ts';
import { DISCOUNT_CODE_MESSAGES, DISCOUNT_CODE_TEXTS, SPECIAL_CODE_MESSAGES, SPECIAL_CODE_TEXTS } from './codes.ts';
import { CHECKOUT_ALERT_MESSAGES } from './checkout-alerts.ts';
import { DICTIONARY_KEY_TAKEN, DICTIONARY_TEXTS } from './dictionary.ts';
import { AVAILABILITY_NO_DAYS, AVAILABILITY_TEXTS } from './availability.ts';
import { DATE_FILTER_REQUIRED, RESTRICTION_TEXTS } from './restrictions.ts';
import { PHONE_MESSAGE } from './phone.ts';
import { IMAGE_SOURCE_MESSAGE } from './common.ts';
import { sampleValues } from './test-values.ts';

type Issue = Parameters<typeof plainPredicate>[0];
const issue = (fields: Record<string, unknown>) => fields as unknown as Issue;

describe("the contract's wording of its rules (decision 031), by code (decision 039)", () => {
  it('words every kind of issue as it always has, from the messages of contract/field-messages.ts', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: 'invalid_type', expected: 'int', input: 'x' }, 'must be a whole number'],
      [{ code: 'invalid_type', expected: 'number', input: '' }, 'is required'],
      [{ code: 'invalid_type', expected: 'number', input: 'x' }, 'must be a number'],
      [{ code: 'invalid_type', expected: 'string', input: 1 }, 'must be text'],
      [{ code: 'invalid_type', expected: 'boolean', input: 1 }, 'must be yes or no'],
      [{ code: 'invalid_type', expected: 'array', input: 1 }, 'must be a list'],
      [{ code: 'invalid_type', expected: 'date', input: 1 }, 'must be a date'],
      [{ code: 'invalid_type', expected: 'object', input: 1 }, 'is not valid'],
      [{ code: 'too_small', origin: 'number', minimum: 0, inclusive: true }, 'must be 0 or more'],
      [{ code: 'too_small', origin: 'int', minimum: 10000, inclusive: true }, 'must be 10,000 or more'],
      [{ code: 'too_small', origin: 'number', minimum: 0, inclusive: false }, 'must be more than 0'],
      [
        { code: 'too_small', origin: 'number', minimum: -2147483648, inclusive: true },
        'must be -2,147,483,648 or more',
      ],
      [{ code: 'too_small', origin: 'bigint', minimum: 5n, inclusive: true }, 'must be 5 or more'],
      [{ code: 'too_small', origin: 'number', minimum: 0.5, inclusive: true }, 'must be 0.5 or more'],
      [{ code: 'too_small', origin: 'string', minimum: 1 }, 'is required'],
      [{ code: 'too_small', origin: 'string', minimum: 2 }, 'must be at least 2 characters long'],
      [{ code: 'too_small', origin: 'string', minimum: 12000 }, 'must be at least 12,000 characters long'],
      [{ code: 'too_small', origin: 'array', minimum: 1 }, 'must have at least one'],
      [{ code: 'too_small', origin: 'set', minimum: 3 }, 'must have at least 3'],
      [{ code: 'too_small', origin: 'date', minimum: 3 }, 'is too early'],
      [{ code: 'too_small', origin: 'file', minimum: 3 }, 'is too small'],
      [{ code: 'too_big', origin: 'number', maximum: 2147483647, inclusive: true }, 'must be 2,147,483,647 or less'],
      [{ code: 'too_big', origin: 'number', maximum: 100, inclusive: false }, 'must be less than 100'],
      [{ code: 'too_big', origin: 'string', maximum: 1 }, 'must be at most 1 character'],
      [{ code: 'too_big', origin: 'string', maximum: 200 }, 'must be at most 200 characters'],
      [{ code: 'too_big', origin: 'string', maximum: 4000 }, 'must be at most 4,000 characters'],
      [{ code: 'too_big', origin: 'array', maximum: 50 }, 'can have at most 50'],
      [{ code: 'too_big', origin: 'date', maximum: 50 }, 'is too late'],
      [{ code: 'too_big', origin: 'file', maximum: 50 }, 'is too large'],
      [{ code: 'invalid_format', format: 'email' }, 'must be an email address'],
      [{ code: 'invalid_format', format: 'url' }, 'must be a web address'],
      [{ code: 'invalid_format', format: 'date' }, 'must be a date YYYY-MM-DD'],
      [{ code: 'invalid_format', format: 'time' }, 'must be a time HH:mm'],
      [{ code: 'invalid_format', format: 'datetime' }, 'must be a date and time'],
      [{ code: 'invalid_format', format: 'e164' }, 'must be a phone number'],
      [{ code: 'invalid_format', format: 'uuid' }, 'is not in the expected form'],
      [{ code: 'not_multiple_of', divisor: 5 }, 'must be a multiple of 5'],
      [{ code: 'not_multiple_of', divisor: 0.01 }, 'must be a multiple of 0.01'],
      [{ code: 'invalid_value', values: ['web'] }, 'must be web'],
      [{ code: 'invalid_value', values: ['web', 'staff', 1] }, 'must be one of web, staff, 1'],
      [{ code: 'unrecognized_keys', keys: ['a', 'fooBar'] }, 'has fields this request does not take: a, fooBar'],
      [{ code: 'custom' }, 'is not valid'],
    ];
    for (const [fields, english] of cases) {
      expect(
        plainPredicate(issue(fields)),
        JSON.stringify(fields, (_, v: unknown) => String(v)),
      ).toBe(english);
      // And read back: its code, whose English with the values read is the same text.
      const found = fieldSaid(english);
      expect(found, english).toBeDefined();
      expect(englishOf(found!.code, found!.values)).toBe(english);
    }
  });

  it("reads back every rule's text the contract writes itself, and the spec's sentences, by their codes", () => {
    const texts: Array<[string, string]> = [
      ['must be 0-6', 'field.range'],
      ['must be 0 or more', 'field.atLeast'],
      ['must be 1 or more', 'field.atLeast'],
      ['must be 400 or less', 'field.atMost'],
      ['must be at most 4000 characters', 'field.maxCharacters'],
      ['must be at most 100 characters', 'field.maxLength'],
      ['must be between -90 and 90', 'field.between'],
      ['must not be less than minStay', 'field.notLessThan'],
      ['must be after timeFrom', 'field.after'],
      ['is required when there is no phoneNumber', 'field.requiredWithout'],
      ['must have at most 2 decimals', 'field.decimalsAtMost'],
      ['has more than 2 decimals', 'field.decimalsMore'],
      ['must be 0 (Default), 1 (Playfair) or 2 (OpenSans)', 'field.font'],
      ['must be -1 (ordering disabled), 0 (no limit) or a limit of 1 or more', 'field.orderLimit'],
      ['must be letters, digits, ".", "_" or "-" only (no spaces)', 'field.dictionaryKey'],
      ['must be a time with its offset (ISO 8601)', 'field.instant'],
      ['must be a date-time YYYY-MM-DDTHH:mm:ss', 'field.dateTimeIso'],
      ['must be a date YYYY-MM-DD or date-time YYYY-MM-DDTHH:mm', 'field.dateOrDateTime'],
      ['must be a whole number written in decimal digits', 'field.decimalDigits'],
      ['must be an /api URL other than the batch', 'field.apiUrlNotBatch'],
      ['must hold a change', 'field.holdChange'],
      [PHONE_MESSAGE, 'field.phoneExample'],
      [IMAGE_SOURCE_MESSAGE, 'field.imageSource'],
      [CHECKOUT_ALERT_MESSAGES.range, 'field.dateBetween'],
      [CHECKOUT_ALERT_MESSAGES.order, 'checkoutAlert.order'],
      [DICTIONARY_KEY_TAKEN, 'dictionary.keyTaken'],
      [AVAILABILITY_NO_DAYS, 'availability.noDays'],
      [DATE_FILTER_REQUIRED, 'restriction.dateFilterRequired'],
      ...Object.entries(DISCOUNT_CODE_MESSAGES).map(([key, text]): [string, string] => [text, `discountCode.${key}`]),
      ...Object.entries(SPECIAL_CODE_MESSAGES).map(([key, text]): [string, string] => [text, `specialCode.${key}`]),
    ];
    for (const [text, code] of texts) {
      const found = fieldSaid(text);
      expect(found?.code, text).toBe(code);
      expect(englishOf(found!.code, found!.values), text).toBe(text);
    }
    // The values of a message read back are its numbers as numbers.
    expect(fieldSaid('must be 10,000 or more')).toEqual({ code: 'field.atLeast', values: { min: 10000 } });
    expect(fieldSaid('must not be before fromDate')).toEqual({
      code: 'field.notBefore',
      values: { other: 'fromDate' },
    });
    expect(fieldSaid('A text of no table')).toBeUndefined();
  });

  it('keeps the English constants the console still imports equal to their messages', () => {
    for (const [key, text] of Object.entries(DISCOUNT_CODE_MESSAGES)) {
      expect(inEnglish(DISCOUNT_CODE_TEXTS[key as keyof typeof DISCOUNT_CODE_TEXTS])).toBe(text);
    }
    for (const [key, text] of Object.entries(SPECIAL_CODE_MESSAGES)) {
      expect(inEnglish(SPECIAL_CODE_TEXTS[key as keyof typeof SPECIAL_CODE_TEXTS])).toBe(text);
    }
    expect(inEnglish(DICTIONARY_TEXTS.keyTaken)).toBe(DICTIONARY_KEY_TAKEN);
    expect(inEnglish(AVAILABILITY_TEXTS.noDays)).toBe(AVAILABILITY_NO_DAYS);
    expect(inEnglish(RESTRICTION_TEXTS.dateFilterRequired)).toBe(DATE_FILTER_REQUIRED);
  });

  it('reads back every field message (but those with a select) from its own English', () => {
    const all = Object.entries(FIELD_MESSAGES) as Array<[string, MessageDescriptor]>;
    for (const [key, descriptor] of all) {
      if (typeof descriptor.defaultMessage !== 'string' || descriptor.defaultMessage.includes('select,')) continue;
      const english = inEnglish(descriptor, sampleValues(descriptor));
      const found = matchSaid(all, english);
      expect(found, `${key}: ${english}`).toBeDefined();
      expect(inEnglish(FIELD_MESSAGES[found!.key as keyof typeof FIELD_MESSAGES], found!.values)).toBe(english);
    }
  });

  it("says a predicate with the field's label, other fields by theirs, a sentence as it is", () => {
    const labelOf = (name: string) => ({ minStay: 'Min stay' })[name] ?? name;
    expect(fieldSentence('must be 0 or more', 'Position', labelOf)).toBe('Position must be 0 or more.');
    expect(fieldSentence('must not be less than minStay', 'Max stay', labelOf)).toBe(
      'Max stay must not be less than Min stay.',
    );
    expect(fieldSentence(DISCOUNT_CODE_MESSAGES.empty, 'Code', labelOf)).toBe(DISCOUNT_CODE_MESSAGES.empty);
  });

  it('is the wording zod gives once installed', () => {
    installPlainMessages();
    const result = z.safeParse(z.object({ n: z.number().check(z.gte(3)) }), { n: 1 });
    expect(result.error?.issues[0]?.message).toBe('must be 3 or more');
    expect(Object.keys(SERVER_CODES).length).toBeGreaterThan(100);
  });
});
