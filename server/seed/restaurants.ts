import dayjs from 'dayjs';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BookingsTable } from '../db/schema/restaurants.ts';
import { seededRandom } from './random.ts';

const FIRST = [
  'Kari',
  'Ola',
  'Ingrid',
  'Lars',
  'Sofie',
  'Jonas',
  'Emma',
  'Henrik',
  'Nora',
  'Magnus',
  'Thea',
  'Sindre',
  'Maja',
  'Eirik',
  'Hanne',
  'Anders',
  'Silje',
  'Per',
  'Ida',
  'Knut',
];
const LAST = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Berg',
  'Haugen',
  'Dahl',
  'Lie',
  'Solberg',
  'Bakken',
];
const MESSAGES = [
  '',
  '',
  '',
  'Allergi: nøtter',
  'Bursdag, ønsker kake',
  'Vindusbord om mulig',
  'Barnestol',
  'Glutenfri',
  'Rullestol',
  'Jubileum',
];

export const MEALS = [
  {
    id: 1,
    name: 'Breakfast',
    sort_order: 1,
    from: '07:00',
    to: '10:00',
    bookingSlots: ['07:30', '08:00', '08:30', '09:00'],
  },
  {
    id: 2,
    name: 'Lunch',
    sort_order: 2,
    from: '11:30',
    to: '14:30',
    bookingSlots: ['11:30', '12:00', '12:30', '13:00', '13:30'],
  },
  {
    id: 3,
    name: 'Dinner',
    sort_order: 3,
    from: '17:00',
    to: '21:00',
    bookingSlots: ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00'],
  },
] as const;

/** Restaurants (ids 1 brasseriet, 2 mori), tables, meals, availability rules, bookings from 3 days ago to a week ahead. */
export async function seedRestaurants(trx: Transaction<Database> | Kysely<Database>, today: Date): Promise<void> {
  const rand = seededRandom(20261122);
  const day0 = dayjs(today).startOf('day');

  await trx
    .insertInto('restaurants')
    .values([
      { id: 1, name: 'brasseriet' },
      { id: 2, name: 'mori' },
    ])
    .execute();
  await trx
    .insertInto('restaurant_tables')
    .values([
      ...Array.from({ length: 12 }, (_, i) => ({ restaurant_id: 1, table_number: String(i + 1), position: i })),
      ...Array.from({ length: 9 }, (_, i) => ({ restaurant_id: 2, table_number: `M${i + 1}`, position: i })),
    ])
    .execute();
  await trx
    .insertInto('meals')
    .values(MEALS.map(({ id, name, sort_order }) => ({ id, name, sort_order })))
    .execute();

  const restaurantMeals = await trx
    .insertInto('restaurant_meals')
    .values([1, 2].flatMap((restaurant_id) => MEALS.map((meal) => ({ restaurant_id, meal_id: meal.id }))))
    .returning(['id', 'restaurant_id', 'meal_id'])
    .execute();
  const rmId = (restaurant: number, meal: number) =>
    restaurantMeals.find((row) => row.restaurant_id === restaurant && row.meal_id === meal)?.id ?? 0;

  const all = [0, 1, 2, 3, 4, 5, 6];
  await trx
    .insertInto('availability_rules')
    .values([
      // brasseriet: every day, all meals; a busier weekend dinner; a private event two days ahead.
      {
        restaurant_fk: 1,
        restaurant_meal_id: rmId(1, 1),
        description: 'Frokost hver dag',
        days_of_week: all,
        time_from: '07:00:00',
        time_to: '10:00:00',
        web_seats: 20,
        manual_seats: 10,
        priority: 0,
      },
      {
        restaurant_fk: 1,
        restaurant_meal_id: rmId(1, 2),
        description: 'Lunsj hver dag',
        days_of_week: all,
        time_from: '11:30:00',
        time_to: '14:30:00',
        web_seats: 24,
        manual_seats: 8,
        priority: 0,
      },
      {
        restaurant_fk: 1,
        restaurant_meal_id: rmId(1, 3),
        description: 'Middag ukedager',
        days_of_week: [0, 1, 2, 3, 4],
        time_from: '17:00:00',
        time_to: '21:00:00',
        web_seats: 30,
        manual_seats: 10,
        priority: 0,
      },
      {
        restaurant_fk: 1,
        restaurant_meal_id: rmId(1, 3),
        description: 'Middag helg',
        days_of_week: [5, 6],
        time_from: '17:00:00',
        time_to: '21:30:00',
        web_seats: 40,
        manual_seats: 12,
        priority: 1,
      },
      {
        restaurant_fk: 1,
        restaurant_meal_id: rmId(1, 3),
        description: 'Privat selskap',
        dates: [day0.add(2, 'day').format('YYYY-MM-DD')],
        time_from: '18:00:00',
        time_to: '20:00:00',
        web_seats: 6,
        manual_seats: 4,
        priority: 5,
      },
      // mori: lunch and dinner only, closed Mondays.
      {
        restaurant_fk: 2,
        restaurant_meal_id: rmId(2, 2),
        description: 'Lunsj tirsdag-søndag',
        days_of_week: [0, 2, 3, 4, 5, 6],
        time_from: '11:30:00',
        time_to: '14:00:00',
        web_seats: 16,
        manual_seats: 4,
        priority: 0,
      },
      {
        restaurant_fk: 2,
        restaurant_meal_id: rmId(2, 3),
        description: 'Middag tirsdag-søndag',
        days_of_week: [0, 2, 3, 4, 5, 6],
        time_from: '17:00:00',
        time_to: '21:00:00',
        web_seats: 20,
        manual_seats: 6,
        priority: 0,
      },
      {
        restaurant_fk: 2,
        restaurant_meal_id: rmId(2, 2),
        description: 'Julelunsj',
        dates: [day0.add(5, 'day').format('YYYY-MM-DD'), day0.add(6, 'day').format('YYYY-MM-DD')],
        time_from: '12:00:00',
        time_to: '15:00:00',
        web_seats: 30,
        manual_seats: 10,
        priority: 3,
      },
    ])
    .execute();

  const bookings: Array<Insertable<BookingsTable>> = [];
  for (let offset = -3; offset <= 7; offset++) {
    const day = day0.add(offset, 'day');
    for (const restaurant of [1, 2]) {
      for (const meal of MEALS) {
        if (restaurant === 2 && (meal.id === 1 || day.day() === 1)) continue;
        const count = rand.int(meal.id === 3 ? 6 : 2, meal.id === 3 ? 14 : 7);
        for (let i = 0; i < count; i++) {
          const time = rand.pick(meal.bookingSlots);
          const past = offset < 0;
          let status: BookingsTable['status']['__select__'] = rand.chance(0.1)
            ? 'Cancelled'
            : rand.chance(0.06)
              ? 'Withdrawn'
              : past || (offset === 0 && rand.chance(0.3))
                ? 'Completed'
                : 'Created';
          // Arrived is Completed, as the arrived toggle leaves it (a few more of today's guests have come).
          if (offset === 0 && status === 'Created' && rand.chance(0.25)) status = 'Completed';
          const visited = status === 'Completed';
          const at = day.format('YYYY-MM-DD') + `T${time}:00`;
          const first = rand.pick(FIRST);
          const last = rand.pick(LAST);
          const tables =
            restaurant === 1
              ? ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']
              : ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9'];
          bookings.push({
            restaurant_id: restaurant,
            booking_date_time: at,
            name: `${first} ${last}`,
            // Held as E.164, as the contract holds every phone number (decision 031).
            phone_number: `+479${rand.int(10, 99)}${rand.int(10, 99)}${rand.int(100, 999)}`,
            email: rand.chance(0.6) ? `${first}.${last}@example.no`.toLowerCase() : '',
            message: rand.pick(MESSAGES),
            booked_seats: rand.int(1, 6),
            status,
            visited,
            arrived_at: visited ? dayjs(at).add(rand.int(0, 15), 'minute').toISOString() : null,
            table_numbers: rand.chance(0.4) ? [rand.pick(tables)] : [],
            source: rand.pick([0, 0, 1, 2]),
            clock_booking_number: rand.chance(0.2) ? `CB${rand.int(100000, 999999)}` : null,
            brp_order_number: rand.chance(0.1) ? `BRP${rand.int(10000, 99999)}` : null,
            created_by: rand.chance(0.5) ? 'checkout-web' : 'seed',
            created_at: day.subtract(rand.int(1, 20), 'day').toISOString(),
          });
        }
      }
    }
  }
  await trx.insertInto('bookings').values(bookings).execute();

  await trx
    .insertInto('blocked_meal_times')
    .values({ restaurant_id: 1, meal_time: `${day0.format('YYYY-MM-DD')}T13:30:00`, created_by: 'seed' })
    .execute();
}
