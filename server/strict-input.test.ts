import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '../contract/codes.ts';
import { useTestApp } from './test/app.ts';
import { bookGuest } from './test/bookings.ts';
import { testDatabases } from './test/databases.ts';

const DAY = '2031-12-09';

interface Problem {
  message: string;
  code?: string;
  values?: Record<string, string | number>;
  errors?: Array<{ field: string; message: string; code?: string; values?: Record<string, string | number> }>;
}

// The HTTP layer only (tokens, anti-forgery, schemas), which answers before any query: on one database.
describe.each(testDatabases().slice(0, 1))('strict input on $name', ({ open }) => {
  const t = useTestApp(open);

  const book = (name: string) => bookGuest(t, name, `${DAY}T18:00`);
  const bookingNamed = async (name: string) => {
    const found = await t.get<{ items: Array<{ id: number; customerName: string }> }>(
      `restaurant/v2/brasseriet/bookings/search?searchQuery=${encodeURIComponent(name)}&pageSize=50`,
    );
    return found.items.map((b) => b.customerName);
  };
  const update = (name: string) => ({ name, bookedSeats: 2, bookingDateTime: `${DAY}T18:00:00`, restaurantId: 1 });

  it('reads a numeric id in a path as decimal digits only: PUT restaurant/v2/bookings/0x10 is a 400 naming the param', async () => {
    const booking = await book('Hex Target');
    const id = booking.bookingId;
    for (const written of [
      `0x${id.toString(16)}`,
      `${id}e0`,
      `%20${id}`,
      `+${id}`,
      `${id}.0`,
      `${id}%20`,
      `-${id}`,
      `0b${id.toString(2)}`,
      `${id / 1000}e3`,
    ]) {
      const res = await t.send('PUT', `restaurant/v2/bookings/${written}`, update('Changed Through A Trick'));
      expect({ written, status: res.statusCode }).toEqual({ written, status: 400 });
      const body = res.json<Problem>();
      expect(body.message).toContain('params.id');
      expect(body.errors?.map((e) => e.field)).toEqual(['params.id']);
    }
    expect(await bookingNamed('Hex Target')).toEqual(['Hex Target']);
    expect(await bookingNamed('Changed Through A Trick')).toEqual([]);
    for (const [method, url] of [
      ['DELETE', 'images/0x1'],
      ['POST', 'restaurant/v2/booking/0x1/cancel'],
      ['DELETE', 'date-filters/1e0'],
      ['DELETE', 'discount-codes/+1'],
      ['DELETE', 'discount-codes/0x1/hotel-packages/x'],
    ] as const) {
      const res = await t.send(method, url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json<Problem>().message).toMatch(/params\.(id|codeId)/);
    }
    // Plain digits still work, leading zeros included.
    const res = await t.send('PUT', `restaurant/v2/bookings/${id}`, update('Hex Target Renamed'));
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.send('PUT', `restaurant/v2/bookings/00${id}`, update('Hex Target Again'))).statusCode).toBe(200);
  });

  it('reads numeric query values as decimal digits only', async () => {
    for (const query of [
      'restaurantId=0x1',
      'restaurantId=1e0',
      'restaurantId=%201',
      'restaurantId=%2B1',
      'restaurantId=1.0',
    ]) {
      const res = await t.send('GET', `restaurant/v2/bookings/reportDaily?date=${DAY}&${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json<Problem>().message).toContain('querystring.restaurantId');
    }
    for (const query of ['page=0x2', 'itemsPerPage=1e1']) {
      const res = await t.send('GET', `images/paged?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json<Problem>().message).toContain(`querystring.${query.split('=')[0]}`);
    }
    expect((await t.send('GET', `restaurant/v2/bookings/reportDaily?date=${DAY}&restaurantId=1`)).statusCode).toBe(200);
    const page = await t.get<{ items: unknown[] }>('images/paged?page=1&itemsPerPage=3');
    expect(page.items).toHaveLength(3);
  });

  it('refuses a discount percentage with more decimals than the database keeps (numeric(5, 2)), not rounding it', async () => {
    const base = { activeFrom: null, activeTo: null, daysOfWeek: [1] };
    for (const amount of [12.345, 0.001, 99.999, 0.1 + 0.2]) {
      const res = await t.send('POST', 'discount-codes', {
        ...base,
        code: `Dec${String(amount).replace('.', '')}`.slice(0, 20),
        amount,
      });
      expect({ amount, status: res.statusCode }).toEqual({ amount, status: 400 });
      expect(res.json<Problem>().errors).toEqual([
        {
          field: 'body.amount',
          message: 'must have at most 2 decimals',
          code: 'field.decimalsAtMost',
          values: { places: '2' },
        },
      ]);
    }
    const ok = await t.send('POST', 'discount-codes', { ...base, code: 'TwoDecimals', amount: 12.34 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<DiscountCode>().amount).toBe(12.34);
    const stored = (await t.get<DiscountCode[]>('discount-codes')).find((c) => c.code === 'TwoDecimals');
    expect(stored?.amount).toBe(12.34);
    expect((await t.get<DiscountCode[]>('discount-codes')).filter((c) => c.code.startsWith('Dec'))).toEqual([]);
  });

  it('answers a NUL character in any text with a 400 naming the field', async () => {
    const image = await t.send('POST', 'images', { name: 'Lob\u0000by', alt: 'x', src: '/x.jpg' });
    expect(image.statusCode).toBe(400);
    expect(image.json<Problem>()).toEqual({
      message: 'Invalid request: body.name: must not contain a NUL character (\\u0000)',
      code: 'invalidRequest',
      values: { problems: 'body.name: must not contain a NUL character (\\u0000)' },
      errors: [{ field: 'body.name', message: 'must not contain a NUL character (\\u0000)', code: 'field.noNul' }],
    });
    const booking = await book('Nul Tables');
    const nested = await t.send('PUT', `restaurant/v2/bookings/${booking.bookingId}`, {
      ...update('Nul Tables'),
      tableNumbers: ['3', '5\u0000'],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json<Problem>().errors).toEqual([
      { field: 'body.tableNumbers.1', message: 'must not contain a NUL character (\\u0000)', code: 'field.noNul' },
    ]);
    const query = await t.send('GET', 'restaurant/v2/brasseriet/bookings/search?searchQuery=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json<Problem>().errors?.[0]?.field).toBe('querystring.searchQuery');
    const param = await t.send('GET', 'restaurant/v2/bras%00seriet/bookings/search');
    expect(param.statusCode).toBe(400);
    expect(param.json<Problem>().errors?.[0]?.field).toBe('params.restaurant');
    const key = await t.send('POST', 'images', { name: 'Lobby', alt: 'x', src: '/x.jpg', ['n\u0000']: 'x' });
    expect(key.statusCode).toBe(400);
    expect(key.json<Problem>().errors?.[0]?.field).toBe('body');
    // Nothing was stored, and a text without one still is.
    expect((await t.get<Array<{ name: string }>>('images')).map((i) => i.name)).not.toContain('Lob\u0000by');
    expect((await t.send('POST', 'images', { name: 'Lobby', alt: 'x', src: '/x.jpg' })).statusCode).toBe(200);
  });
});
