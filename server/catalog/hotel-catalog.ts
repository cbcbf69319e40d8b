import type { Rate } from '../../contract/hotel-products.ts';
import type { CatalogProduct, Catalogs, HotelCatalog } from './ports.ts';
import { seededSpaCatalog } from './spa-catalog.ts';

export type { CatalogProduct, HotelCatalog } from './ports.ts';

const PACKAGES: Array<CatalogProduct & { base: number; rate: Rate }> = [
  {
    clockId: 'HP1001',
    name: 'Romantisk weekend',
    nameEn: 'Romantic weekend',
    base: 2290,
    rate: { id: 'R-WKND', name: 'Weekend', minStay: 2, maxStay: 3 },
  },
  {
    clockId: 'HP1002',
    name: 'Spa-opphold',
    nameEn: 'Spa stay',
    base: 1790,
    rate: { id: 'R-SPA', name: 'Spa', minStay: 1, maxStay: 5 },
  },
  {
    clockId: 'HP1003',
    name: 'Familiepakke',
    nameEn: 'Family package',
    base: 2990,
    rate: { id: 'R-FAM', name: 'Family', minStay: 2, maxStay: 7 },
  },
  {
    clockId: 'HP1004',
    name: 'Forretningsreise',
    nameEn: 'Business trip',
    base: 1390,
    rate: { id: 'R-BUS', name: 'Corporate', minStay: 1, maxStay: 14 },
  },
  {
    clockId: 'HP1005',
    name: 'Fjordcruise og middag',
    nameEn: 'Fjord cruise and dinner',
    base: 3490,
    rate: { id: 'R-FJORD', name: 'Fjord', minStay: 1, maxStay: 2 },
  },
  {
    clockId: 'HP1006',
    name: 'Skiweekend',
    nameEn: 'Ski weekend',
    base: 2590,
    rate: { id: 'R-SKI', name: 'Ski', minStay: 2, maxStay: 4 },
  },
  {
    clockId: 'HP1007',
    name: 'Bryllupsnatt',
    nameEn: 'Wedding night',
    base: 3990,
    rate: { id: 'R-WED', name: 'Wedding', minStay: 1, maxStay: 1 },
  },
  {
    clockId: 'HP1008',
    name: 'Kulturhelg',
    nameEn: 'Culture weekend',
    base: 2190,
    rate: { id: 'R-CULT', name: 'Culture', minStay: 2, maxStay: 3 },
  },
  {
    clockId: 'HP1009',
    name: 'Langtidsopphold',
    nameEn: 'Long stay',
    base: 1190,
    rate: { id: 'R-LONG', name: 'Long stay', minStay: 7, maxStay: 30 },
  },
  {
    clockId: 'HP1010',
    name: 'Golfpakke',
    nameEn: 'Golf package',
    base: 2790,
    rate: { id: 'R-GOLF', name: 'Golf', minStay: 1, maxStay: 4 },
  },
];

const ADDONS: CatalogProduct[] = [
  { clockId: 'AD2001', name: 'Frokost på rommet', nameEn: 'Breakfast in the room' },
  { clockId: 'AD2002', name: 'Sen utsjekk', nameEn: 'Late check-out' },
  { clockId: 'AD2003', name: 'Blomster og sjokolade', nameEn: 'Flowers and chocolate' },
  { clockId: 'AD2004', name: 'Middag i Mori', nameEn: 'Dinner at Mori' },
  { clockId: 'AD2005', name: 'Parkering', nameEn: 'Parking' },
  { clockId: 'AD2006', name: 'Tidlig innsjekk', nameEn: 'Early check-in' },
  { clockId: 'AD2007', name: 'Champagne ved ankomst', nameEn: 'Champagne on arrival' },
  { clockId: 'AD2008', name: 'Massasje 30 min', nameEn: 'Massage 30 min' },
  { clockId: 'AD2009', name: 'Hundeseng', nameEn: 'Dog bed' },
  { clockId: 'AD2010', name: 'Sykkelleie', nameEn: 'Bike rental' },
];

/** Every package also books on the flexible rate. */
const FLEX: Rate = { id: 'R-FLEX', name: 'Flex', minStay: 1, maxStay: 14 };

/**
 * Nightly price: the package's base, +25 % on Friday and Saturday nights, +15 % in December and +20 % from June to
 * August, rounded to whole tens. Deterministic, so tests can compute the lowest price by hand.
 */
export function nightlyPrice(base: number, date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay();
  const month = day.getUTCMonth() + 1;
  let price = base;
  if (weekday === 5 || weekday === 6) price *= 1.25;
  if (month === 12) price *= 1.15;
  if (month >= 6 && month <= 8) price *= 1.2;
  return Math.round(price / 10) * 10;
}

function eachDate(from: string, to: string): string[] {
  const dates: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

/** The seeded stand-in for the hotel system (decision 006): ten packages, ten add-ons, deterministic prices. */
export const seededCatalog: HotelCatalog = {
  packages: () => PACKAGES.map(({ clockId, name, nameEn }) => ({ clockId, name, nameEn })),
  addons: () => ADDONS.map((addon) => ({ ...addon })),
  rates: (packageId) => {
    const found = PACKAGES.find((p) => p.clockId === packageId);
    return found ? [found.rate, FLEX] : [];
  },
  nightlyPrices: (packageId, from, to) => {
    const found = PACKAGES.find((p) => p.clockId === packageId);
    return found ? eachDate(from, to).map((date) => ({ date, price: nightlyPrice(found.base, date) })) : [];
  },
};

/** Spec section 9: "price from" is the lowest nightly price over the next 6 weeks (today and 41 more days). */
export function lowestPrice(
  catalog: HotelCatalog,
  packageId: string,
  today: string,
): { lowestPrice: number | null; from: string; to: string } {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 41);
  const to = end.toISOString().slice(0, 10);
  const prices = catalog.nightlyPrices(packageId, today, to).map((p) => p.price);
  return { lowestPrice: prices.length ? Math.min(...prices) : null, from: today, to };
}

/** The stand-ins of every upstream system, as main.ts and the test app give them to buildApp. */
/** The seeded stand-ins of every upstream system (main.ts and the tests use them). */
export const seededCatalogs: Catalogs = { hotel: seededCatalog, spa: seededSpaCatalog };
