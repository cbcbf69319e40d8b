import catalogue from 'virtual:i18n/nb';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES } from '../../contract/codes.ts';
import { fieldSentence } from '../../contract/messages.ts';
import { contractText, fieldText } from './field-text.ts';
import { intlOf } from './intl.ts';

const english = intlOf('en', {});
const norwegian = intlOf('nb', catalogue);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const EN_LABELS: Record<string, string> = { minStay: 'Min stay', fromDate: 'From date', phoneNumber: 'Phone number' };
const NB_LABELS: Record<string, string> = {
  minStay: 'Min. opphold',
  fromDate: 'Fra dato',
  phoneNumber: 'Telefonnummer',
};
const enLabel = (name: string) => EN_LABELS[name] ?? name;
const nbLabel = (name: string) => NB_LABELS[name] ?? name;

describe("a field's problem in the person's language (fieldText, decisions 031 and 039)", () => {
  const messages = [
    'must be 0 or more',
    'is required',
    'must be at most 4000 characters',
    'must be at most 10,000 characters',
    'must not be less than minStay',
    'must not be before fromDate',
    'is required when there is no phoneNumber',
    'must be a phone number, e.g. 912 34 567 or +47 912 34 567',
    'has fields this request does not take: fooBar',
    'image 13 not found',
    'A text of no table',
    'is a text of no table either',
    ...Object.values(DISCOUNT_CODE_MESSAGES),
  ];

  it('says in English exactly what fieldSentence says', () => {
    for (const message of messages) {
      expect(fieldText(english, message, 'Position', enLabel), message).toBe(
        fieldSentence(message, 'Position', enLabel),
      );
    }
  });

  it('says a predicate in Norwegian after the label, other fields by their labels, a sentence as it is', () => {
    expect(fieldText(norwegian, 'must be 0 or more', 'Plassering', nbLabel)).toBe('Plassering må være 0 eller mer.');
    expect(fieldText(norwegian, 'is required', 'Navn', nbLabel)).toBe('Navn er påkrevd.');
    expect(fieldText(norwegian, 'must not be less than minStay', 'Maks. opphold', nbLabel)).toBe(
      'Maks. opphold kan ikke være mindre enn Min. opphold.',
    );
    expect(plain(fieldText(norwegian, 'must be 10,000 or more', 'Antall', nbLabel))).toBe(
      'Antall må være 10 000 eller mer.',
    );
    expect(fieldText(norwegian, DISCOUNT_CODE_MESSAGES.empty, 'Kode', nbLabel)).toBe('Rabattkoden kan ikke være tom.');
    expect(fieldText(norwegian, 'A text of no table', 'Kode', nbLabel)).toBe('A text of no table');
  });

  it("says a server's 400 field by its code and values, whatever its English", () => {
    const said = {
      field: 'body.imageFk',
      message: 'image 13 not found',
      code: 'field.imageNotFound',
      values: { id: 13 },
    };
    expect(fieldText(norwegian, said, 'Bilde', nbLabel)).toBe('bilde 13 finnes ikke');
    expect(fieldText(english, said, 'Image', enLabel)).toBe('image 13 not found');
    const seats = { message: 'must be 1 or more', code: 'field.atLeast', values: { min: 1 } };
    expect(fieldText(norwegian, seats, 'Plasser', nbLabel)).toBe('Plasser må være 1 eller mer.');
  });

  it('says a text of the contract alone', () => {
    expect(contractText(norwegian, 'Choose a date filter')).toBe('Velg et datofilter');
    expect(contractText(norwegian, 'must be chosen')).toBe('må velges');
    expect(contractText(english, 'must be chosen')).toBe('must be chosen');
  });
});
