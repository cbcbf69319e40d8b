import dayjs from 'dayjs';
import { createTestApp } from '../server/test/app.ts';
import { testDatabases } from '../server/test/databases.ts';
import { measure, type Figure } from './run.ts';

/** The real server on a fresh PGlite: a day with 600 bookings, then the schedule read and a toggle round trip. */
export async function benchApi(): Promise<Figure[]> {
  const factory = testDatabases()[0]!;
  const handle = await factory.open();
  const t = await createTestApp(handle);
  try {
    const day = dayjs().add(40, 'day').format('YYYY-MM-DD');
    const times = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
    for (let i = 0; i < 600; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload: { bookingDateTime: `${day}T${times[i % times.length]}:00`, customerName: `Guest ${i}`, customerPhoneNumber: '', peopleCount: 2, restaurantId: 1, comment: '' },
      });
      if (res.statusCode !== 200) throw new Error(`seed booking: ${res.statusCode} ${res.body}`);
    }
    const read = await measure('api: GET mealTimes, 600-booking day (PGlite, inject)', 30, async () => {
      const res = await t.call({ method: 'GET', url: `/api/restaurant/v2/1/bookings/mealTimes?date=${day}&source=staff` });
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    const first = await t.call({ method: 'GET', url: `/api/restaurant/v2/1/bookings/mealTimes?date=${day}&source=staff` });
    const id = first.json<Array<{ timeslots: Array<{ bookings: Array<{ bookingId: number }> }> }>>().flatMap((g) => g.timeslots.flatMap((s) => s.bookings))[0]?.bookingId;
    const toggle = await measure('api: POST toggle-completion (PGlite, inject)', 50, async () => {
      const res = await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${id}/toggle-completion` });
      if (res.statusCode !== 200) throw new Error(res.body);
    });
    return [read, toggle];
  } finally {
    await t.app.close();
    await handle.cleanup();
  }
}
