import type { FastifyPluginAsync } from 'fastify';
import { registerReadCache } from '../cache/cached-routes.ts';
import type { RouteDeps } from '../deps.ts';
import { addonRoutes } from './addons.ts';
import { availabilityRoutes } from './availabilities.ts';
import { blockedCustomerRoutes } from './blocked-customers.ts';
import { bookingRoutes } from './bookings.ts';
import { checkoutAlertRoutes } from './checkout-alerts.ts';
import { dateFilterRoutes } from './date-filters.ts';
import { dayPassRoutes } from './day-passes.ts';
import { dialCodeRoutes } from './dial-codes.ts';
import { discountCodeRoutes } from './discount-codes.ts';
import { frequentVisitorPassRoutes } from './frequent-visitor-passes.ts';
import { historyRoutes } from './history.ts';
import { hotelMetadataRoutes } from './hotel-metadata.ts';
import { hotelPackageRoutes } from './hotel-packages.ts';
import { imageRoutes } from './images.ts';
import { reportRoutes } from './reports.ts';
import { roomTypeRoutes } from './room-types.ts';
import { searchRoutes } from './search.ts';
import { spaPackageRoutes } from './spa-packages.ts';
import { specialCodeRoutes } from './special-codes.ts';
import { stringEditorRoutes } from './string-editor.ts';
import { restaurantRoutes } from './restaurants.ts';
import { sectionRoutes } from './sections.ts';
import { treatmentRoutes } from './treatments.ts';
import { userSettingsRoutes } from './user-settings.ts';

/** Every protected /api area, each in its own file (routes/<area>.ts). */
export const apiRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  // The answers of read-mostly routes (`config.readsTables`), kept per process until their tables change.
  registerReadCache(app, deps.live.reads);
  const areas = [
    imageRoutes,
    restaurantRoutes,
    availabilityRoutes,
    bookingRoutes,
    blockedCustomerRoutes,
    checkoutAlertRoutes,
    reportRoutes,
    hotelPackageRoutes,
    addonRoutes,
    specialCodeRoutes,
    discountCodeRoutes,
    dateFilterRoutes,
    roomTypeRoutes,
    searchRoutes,
    treatmentRoutes,
    dayPassRoutes,
    dialCodeRoutes,
    frequentVisitorPassRoutes,
    spaPackageRoutes,
    sectionRoutes,
    stringEditorRoutes,
    hotelMetadataRoutes,
    historyRoutes,
    userSettingsRoutes,
  ];
  for (const area of areas) await app.register(area, deps);
};
