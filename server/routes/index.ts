import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { HotelCatalog } from '../catalog/hotel-catalog.ts';
import type { Database } from '../db/schema.ts';
import { addonRoutes } from './addons.ts';
import { availabilityRoutes } from './availabilities.ts';
import { bookingRoutes } from './bookings.ts';
import { dateFilterRoutes } from './date-filters.ts';
import { discountCodeRoutes } from './discount-codes.ts';
import { hotelPackageRoutes } from './hotel-packages.ts';
import { imageRoutes } from './images.ts';
import { reportRoutes } from './reports.ts';
import { roomTypeRoutes } from './room-types.ts';
import { searchRoutes } from './search.ts';
import { specialCodeRoutes } from './special-codes.ts';
import { restaurantRoutes } from './restaurants.ts';

export interface RouteDeps {
  db: Kysely<Database>;
  /** The upstream hotel system; the seeded stand-in unless a test or an adapter gives another. */
  catalog?: HotelCatalog;
}

/** Every protected /api area, each in its own file (routes/<area>.ts). */
export const apiRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  await app.register(imageRoutes, deps);
  await app.register(restaurantRoutes, deps);
  await app.register(availabilityRoutes, deps);
  await app.register(bookingRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(hotelPackageRoutes, deps);
  await app.register(addonRoutes, deps);
  await app.register(specialCodeRoutes, deps);
  await app.register(discountCodeRoutes, deps);
  await app.register(dateFilterRoutes, deps);
  await app.register(roomTypeRoutes, deps);
  await app.register(searchRoutes, deps);
};
