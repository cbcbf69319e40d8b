import catalogue from 'virtual:i18n/nb';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../contract/said.ts';
import { SERVER_CODES } from '../../contract/server-codes.ts';
import { sampleValues } from '../../contract/test-values.ts';
import { intlOf } from './intl.ts';
import { serverSaid, serverText } from './server-text.ts';

const english = intlOf('en', {});
const norwegian = intlOf('nb', catalogue);

describe("what the server said, in the person's language (serverText, decision 039)", () => {
  it('says every code the server sends in both languages, from the Norwegian catalogue as the build compiles it', () => {
    for (const [code, descriptor] of Object.entries(SERVER_CODES)) {
      expect(descriptor.id, code).toBe(`server.${code}`);
      expect(catalogue[descriptor.id], `${descriptor.id} in lang/nb/server.json`).toBeDefined();
      const values = sampleValues(descriptor);
      const message = inEnglish(descriptor, values);
      const said = { message, code, values };
      expect(serverText(english, said), code).toBe(message);
      const nb = serverText(norwegian, said);
      expect(nb, code).not.toBe('');
      expect(nb, code).not.toContain('{');
    }
  });

  it("says a time of day in the reader's language, from the instant the server sent", () => {
    const said = {
      message: 'Table 7 was given to Hansen by Ola Hansen at 19:02.',
      code: 'tableTaken',
      values: { table: '7', name: 'Hansen', by: 'Ola Hansen', at: new Date(2026, 2, 12, 19, 2).toISOString() },
    };
    expect(serverText(english, said)).toBe('Table 7 was given to Hansen by Ola Hansen at 19:02.');
    expect(serverText(norwegian, said)).toBe('Bord 7 ble gitt til Hansen av Ola Hansen kl. 19:02.');
  });

  it("says a 400's problems and a list value's items each in the language", () => {
    const invalid = serverSaid({
      message: 'Invalid request: body.name: is required; body.seats: must be 1 or more',
      code: 'invalidRequest',
      values: { problems: 'body.name: is required; body.seats: must be 1 or more' },
      errors: [
        { field: 'body.name', message: 'is required', code: 'field.required' },
        { field: 'body.seats', message: 'must be 1 or more', code: 'field.atLeast', values: { min: 1 } },
      ],
    });
    expect(serverText(english, invalid)).toBe('Invalid request: body.name: is required; body.seats: must be 1 or more');
    expect(serverText(norwegian, invalid)).toBe(
      'Ugyldig forespørsel: body.name: er påkrevd; body.seats: må være 1 eller mer',
    );
    const inUse = serverSaid({
      message: "Image 'Lobby' is used by room type 'Suite', treatment 'Facial' and 2 more. Remove it there first.",
      code: 'imageInUse',
      values: { image: 'Lobby', users: "room type 'Suite', treatment 'Facial'", more: 2 },
      parts: {
        users: [
          { message: "room type 'Suite'", code: 'imageUser', values: { kind: 'roomType', name: 'Suite' } },
          { message: "treatment 'Facial'", code: 'imageUser', values: { kind: 'treatment', name: 'Facial' } },
        ],
      },
    });
    expect(serverText(english, inUse)).toBe(inUse!.message);
    expect(serverText(norwegian, inUse)).toBe(
      'Bildet «Lobby» brukes av romtype «Suite», behandling «Facial» og 2 til. Fjern det der først.',
    );
  });

  it('says an answer with no code the console knows as its English message', () => {
    expect(serverText(norwegian, { message: 'Busy.' })).toBe('Busy.');
    expect(serverText(norwegian, { message: 'Busy.', code: 'noSuchCode' })).toBe('Busy.');
    expect(serverText(norwegian, undefined)).toBe('');
    expect(serverSaid({ nothing: true })).toBeUndefined();
  });
});
