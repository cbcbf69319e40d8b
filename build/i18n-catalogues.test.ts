import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LANG_DIR, readCatalogue } from './i18n-catalogues.ts';
import { extractMessages, type Extracted } from './i18n-messages.ts';

/** The arguments a message takes ({name}, {count, plural, ...}), by name, in any nesting. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

const ID = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;

/**
 * The catalogue cannot drift (issue 42, decision 039): every message the code says has its id's shape and its
 * Norwegian text, in the area file its id names, taking the same arguments; no Norwegian text is left over; every
 * message on both sides is valid ICU.
 */
describe('the catalogues', () => {
  let english: Extracted;

  it('every message the code says is well formed: an id of its area, valid ICU', async () => {
    english = await extractMessages();
    expect(Object.keys(english).length).toBeGreaterThan(0);
    const badIds = Object.keys(english).filter((id) => !ID.test(id));
    expect(badIds, 'ids are "<area>.<name>[.<name>...]"').toEqual([]);
    for (const [id, { defaultMessage }] of Object.entries(english)) {
      expect(() => parse(defaultMessage), id).not.toThrow();
    }
  });

  it('has every message in Norwegian, in its area file, with the same arguments, and nothing left over', async () => {
    english ??= await extractMessages();
    const norwegian = await readCatalogue('nb');
    const areas = new Set((await readdir(`${LANG_DIR}/nb`)).map((file) => file.replace(/\.json$/, '')));
    const missing = Object.keys(english).filter((id) => !(id in norwegian));
    expect(missing, 'messages without a Norwegian text (lang/nb/<area>.json)').toEqual([]);
    const unused = Object.keys(norwegian).filter((id) => !(id in english));
    expect(unused, 'Norwegian texts no message uses any more').toEqual([]);
    for (const id of Object.keys(english)) {
      expect(areas.has(id.split('.')[0]!), `${id}: lang/nb/${id.split('.')[0]}.json`).toBe(true);
    }
    for (const [id, { defaultMessage }] of Object.entries(english)) {
      const nb = norwegian[id]!;
      let parsed: MessageFormatElement[] = [];
      expect(() => (parsed = parse(nb)), `${id} in Norwegian is not valid ICU`).not.toThrow();
      expect([...argumentsOf(parsed)].sort(), `${id}: the same arguments`).toEqual(
        [...argumentsOf(parse(defaultMessage))].sort(),
      );
    }
  });
});
