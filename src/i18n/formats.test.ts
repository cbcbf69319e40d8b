import { parse } from '@formatjs/icu-messageformat-parser';
import catalogue from 'virtual:i18n/nb';
import { describe, expect, it } from 'vitest';
import { byName, formatKroner, timeAgo } from './formats.ts';
import { intlOf } from './intl.ts';

const english = intlOf('en', {});
const norwegian = intlOf('nb', catalogue);
/** Intl's own space in a grouped number (no-break) made plain, for reading the expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formats in both languages (decision 039)', () => {
  it('numbers: "1,234.5" in English, "1 234,5" in Norwegian', () => {
    expect(english.formatNumber(1234.5)).toBe('1,234.5');
    expect(plain(norwegian.formatNumber(1234.5))).toBe('1 234,5');
    expect(plain(norwegian.formatNumber(1234.5, { minimumFractionDigits: 2 }))).toBe('1 234,50');
  });

  it('money as the screens show a price, "2 490 kr"', () => {
    expect(plain(formatKroner(2490))).toBe('2 490 kr');
    expect(plain(formatKroner(1234.5))).toBe('1 234,5 kr');
  });

  it('plurals: "1 bord" / "3 bord", "1 gjest" / "2 gjester"', () => {
    // Norwegian's plural rules (Intl.PluralRules for nb) choose the form, as they do for the catalogue's messages.
    const said = intlOf('nb', {
      'test.tables': parse('{count, plural, one {# bord} other {# bord}}'),
      'test.guests': parse('{count, plural, one {# gjest} other {# gjester}}'),
    });
    const say = (id: string, count: number) => said.formatMessage({ id }, { count });
    expect([say('test.tables', 1), say('test.tables', 3), say('test.guests', 1), say('test.guests', 2)]).toEqual([
      '1 bord',
      '3 bord',
      '1 gjest',
      '2 gjester',
    ]);
    const guests = { id: 'test.guests', defaultMessage: '{count, plural, one {# guest} other {# guests}}' };
    expect([english.formatMessage(guests, { count: 1 }), english.formatMessage(guests, { count: 2 })]).toEqual([
      '1 guest',
      '2 guests',
    ]);
  });

  it('relative times: "5 minutes ago", "for 5 minutter siden"', () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    const before = '2026-12-07T11:55:00Z';
    expect(timeAgo(english, before, now)).toBe('5 minutes ago');
    expect(timeAgo(norwegian, before, now)).toBe('for 5 minutter siden');
  });

  it("sorting by name in the language's order: æ, ø, å after z in Norwegian", () => {
    const names = ['Åsgard', 'Ørsta', 'Zebra', 'Ærø', 'Ask'];
    expect([...names].sort(byName(norwegian))).toEqual(['Ask', 'Zebra', 'Ærø', 'Ørsta', 'Åsgard']);
  });
});
