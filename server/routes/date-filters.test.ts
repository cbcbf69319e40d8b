import { describe, expect, it } from 'vitest';
import type { Paged } from '../../contract/common.ts';
import type { DateFilter } from '../../contract/date-filters.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe.each(testDatabases())('date filters API on $name', ({ open }) => {
  const t = useTestApp(open);

  it('answers values the database cannot hold with 400 naming the field, never 500', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'Mange timer', hours: 3_000_000_000 }, 'body.hours'],
      [{ name: 'Feil dato', dates: ['2031-02-30'] }, 'body.dates.0'],
      [{ name: 'Feil dag', daysOfWeek: [7] }, 'body.daysOfWeek.0'],
      [{ name: 'Baklengs', fromDate: '2031-05-02', toDate: '2031-05-01' }, 'body.toDate'],
      [{ name: 'Tekst', hours: '12' }, 'body.hours'],
      [{ name: 'Uten flagg', isAnnual: 'yes' }, 'body.isAnnual'],
    ];
    for (const [body, field] of cases) {
      const res = await t.send('POST', 'date-filters', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await t.send('GET', 'date-filters')).json<DateFilter[]>().map((f) => f.name)).not.toContain('Mange timer');
  });

  it('keeps from and to dates, defaults hours to 0, and pages by id', async () => {
    const created = await t.send('POST', 'date-filters', {
      name: 'Høst',
      fromDate: '2031-09-01',
      toDate: '2031-11-30',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<DateFilter>()).toMatchObject({
      name: 'Høst',
      isAnnual: false,
      dates: [],
      daysOfWeek: [],
      fromDate: '2031-09-01',
      toDate: '2031-11-30',
      hours: 0,
    });
    const first = await t.send('GET', 'date-filters/paged?page=1&itemsPerPage=5');
    expect(first.json<Paged<DateFilter>>()).toMatchObject({ totalItems: 6 });
    expect(first.json<Paged<DateFilter>>().items).toHaveLength(5);
    expect(
      (await t.send('GET', 'date-filters/paged?page=2&itemsPerPage=5'))
        .json<Paged<DateFilter>>()
        .items.map((f) => f.name),
    ).toEqual(['Høst']);
    expect((await t.send('GET', 'date-filters/paged?page=0')).statusCode).toBe(400);
    expect((await t.send('GET', 'date-filters/paged?itemsPerPage=abc')).statusCode).toBe(400);
  });

  it('answers unknown ids with 404 and bad ids with 400', async () => {
    const update = await t.send('POST', 'date-filters', { id: 999_999, name: 'Ingen' });
    expect(update.statusCode).toBe(404);
    expect(update.json<{ message: string }>().message).toBe('Date filter 999999 not found.');
    expect((await t.send('DELETE', 'date-filters/999999')).statusCode).toBe(404);
    expect((await t.send('DELETE', 'date-filters/abc')).statusCode).toBe(400);
    expect((await t.send('POST', 'date-filters', { id: -1, name: 'Negativ' })).statusCode).toBe(400);
  });
});
