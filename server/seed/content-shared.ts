import dayjs from 'dayjs';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type SeedDb = Transaction<Database> | Kysely<Database>;

/** The demo images (public/demo/images/<name>.svg). */
export const IMAGE_NAMES = [
  'lobby',
  'spa-pool',
  'sauna',
  'suite',
  'double-room',
  'family-room',
  'brasseriet',
  'mori',
  'breakfast',
  'massage',
  'fjord-view',
  'winter',
];

/** What every area's demo data refers to: the seeded images and date filters, and days relative to today. */
export interface SeedContext {
  /** 'YYYY-MM-DD', `days` from today. */
  date: (days: number) => string;
  /** Midnight `days` from today, 'YYYY-MM-DDT00:00:00'. */
  stamp: (days: number) => string;
  /** The id of the i-th seeded image (wrapping round). */
  img: (i: number) => number | null;
  /** The id of the i-th seeded date filter. */
  filter: (i: number) => number | null;
}

/** Seeds the images and date filters the other areas refer to. */
export async function seedSharedContent(trx: SeedDb, today: Date): Promise<SeedContext> {
  const day0 = dayjs(today).startOf('day');
  const date = (days: number) => day0.add(days, 'day').format('YYYY-MM-DD');
  const stamp = (days: number) => `${date(days)}T00:00:00`;

  const images = await trx
    .insertInto('images')
    .values(
      IMAGE_NAMES.map((name) => {
        const title = name.replace('-', ' ');
        return {
          name: title,
          name_en: title,
          alt: `Bilde: ${title}`,
          alt_en: `Picture: ${title}`,
          src: `/demo/images/${name}.svg`,
        };
      }),
    )
    .returning('id')
    .execute();
  const img = (i: number) => images[i % images.length]?.id ?? null;

  const filters = await trx
    .insertInto('date_filters')
    .values([
      { name: 'Helger', days_of_week: [5, 6], hours: 0 },
      { name: 'Jul og nyttår', is_annual: true, dates: ['2026-12-24', '2026-12-25', '2026-12-31'], hours: 0 },
      { name: 'Sommer', from_date: '2027-06-15', to_date: '2027-08-15', hours: 0 },
      { name: 'Minst 48 timer før ankomst', hours: 48 },
      { name: 'Alle dager', days_of_week: [0, 1, 2, 3, 4, 5, 6] },
    ])
    .returning('id')
    .execute();
  const filter = (i: number) => filters[i]?.id ?? null;
  return { date, stamp, img, filter };
}
