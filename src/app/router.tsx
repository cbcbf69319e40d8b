import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { Restaurant } from '../../contract/restaurants.ts';
import { SchedulePage } from '../features/restaurant-schedule/schedule-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RestaurantRoute } from './restaurant-route.tsx';
import { ScreenBoundary } from './pages/screen-error.tsx';
import { lazyScreen, lazyScreenPair } from './lazy-screen.tsx';

// Every screen but the shell and the schedule (the first route a host opens) is its own chunk (decision 021).
const AvailabilitiesPage = lazyScreen(() =>
  import('../features/availabilities/availabilities-page.tsx').then((m) => m.AvailabilitiesPage),
);
const BlockedCustomersPage = lazyScreen(() =>
  import('../features/blocked-customers/blocked-customers-page.tsx').then((m) => m.BlockedCustomersPage),
);
const BookingsPage = lazyScreen(() => import('../features/bookings/bookings-page.tsx').then((m) => m.BookingsPage));
const CheckoutAlertsPage = lazyScreen(() =>
  import('../features/checkout-alerts/checkout-alerts-page.tsx').then((m) => m.CheckoutAlertsPage),
);
const DateFiltersPage = lazyScreen(() =>
  import('../features/date-filters/date-filters-page.tsx').then((m) => m.DateFiltersPage),
);
const DiscountCodesPage = lazyScreen(() =>
  import('../features/discount-codes/discount-codes-page.tsx').then((m) => m.DiscountCodesPage),
);
const HotelMetadataPage = lazyScreen(() =>
  import('../features/hotel-metadata/hotel-metadata-page.tsx').then((m) => m.HotelMetadataPage),
);
const ImagesPage = lazyScreen(() => import('../features/images/images-page.tsx').then((m) => m.ImagesPage));
const SectionsPage = lazyScreen(() => import('../features/sections/sections-page.tsx').then((m) => m.SectionsPage));
const IncludedServicesPage = lazyScreen(() =>
  import('../features/spa-packages/included-services-page.tsx').then((m) => m.IncludedServicesPage),
);
const [ActivityPage, RecordHistoryPage] = lazyScreenPair(
  () =>
    Promise.all([
      import('../features/activity/activity-page.tsx'),
      import('../features/activity/record-history-page.tsx'),
    ]),
  (m) => m.ActivityPage,
  (m) => m.RecordHistoryPage,
);
const StringEditorPage = lazyScreen(() =>
  import('../features/string-editor/string-editor-page.tsx').then((m) => m.StringEditorPage),
);

// A product's list and its edit screen load together (lazyScreenPair).
const [DayPassesPage, DayPassEditPage] = lazyScreenPair(
  () =>
    Promise.all([
      import('../features/day-passes/day-passes-page.tsx'),
      import('../features/day-passes/day-pass-edit-page.tsx'),
    ]),
  (m) => m.DayPassesPage,
  (m) => m.DayPassEditPage,
);
const [FvpsPage, FvpEditPage] = lazyScreenPair(
  () =>
    Promise.all([
      import('../features/frequent-visitor-passes/fvps-page.tsx'),
      import('../features/frequent-visitor-passes/fvp-edit-page.tsx'),
    ]),
  (m) => m.FvpsPage,
  (m) => m.FvpEditPage,
);
const [AddonsPage, AddonEditPage] = lazyScreenPair(
  () =>
    Promise.all([
      import('../features/hotel-package-addons/addons-page.tsx'),
      import('../features/hotel-package-addons/addon-edit-page.tsx'),
    ]),
  (m) => m.AddonsPage,
  (m) => m.AddonEditPage,
);
const [HotelPackagesPage, HotelPackageEditPage] = lazyScreenPair(
  () =>
    Promise.all([
      import('../features/hotel-packages/hotel-packages-page.tsx'),
      import('../features/hotel-packages/hotel-package-edit-page.tsx'),
    ]),
  (m) => m.HotelPackagesPage,
  (m) => m.HotelPackageEditPage,
);
const [RoomTypesPage, RoomTypeEditPage] = lazyScreenPair(
  () =>
    Promise.all([
      import('../features/room-types/room-types-page.tsx'),
      import('../features/room-types/room-type-edit-page.tsx'),
    ]),
  (m) => m.RoomTypesPage,
  (m) => m.RoomTypeEditPage,
);
const [TreatmentsPage, TreatmentEditPage] = lazyScreenPair(
  () =>
    Promise.all([
      import('../features/treatments/treatments-page.tsx'),
      import('../features/treatments/treatment-edit-page.tsx'),
    ]),
  (m) => m.TreatmentsPage,
  (m) => m.TreatmentEditPage,
);
const [SpaPackagesPage, SpaPackageEditPage] = lazyScreenPair(
  () =>
    Promise.all([
      import('../features/spa-packages/spa-packages-page.tsx'),
      import('../features/spa-packages/spa-package-edit-page.tsx'),
    ]),
  (m) => m.SpaPackagesPage,
  (m) => m.SpaPackageEditPage,
);

interface Screen {
  path: string;
  Screen: ComponentType;
}

/** A product's three routes: its list, `/new` and the record by id (new and edit are one screen, keyed by path). */
function productRoutes(
  path: string,
  { List, Edit, idParam = 'id' }: { List: ComponentType; Edit: ComponentType; idParam?: string },
): Screen[] {
  return [
    { path, Screen: List },
    { path: `${path}/new`, Screen: Edit },
    { path: `${path}/:${idParam}`, Screen: Edit },
  ];
}

/**
 * The route table of spec section 2. Paths match exactly (react-router matches case-insensitively, which also
 * gives the `/spaPackages/{id}/included-servies` alias). Every screen needs a signed-in user; signed-out
 * visitors go to `/`. Each screen says its own title.
 */
const screens: Screen[] = [
  { path: '/images', Screen: ImagesPage },
  ...productRoutes('/hotelpackages', {
    List: HotelPackagesPage,
    Edit: HotelPackageEditPage,
  }),
  ...productRoutes('/hotelpackageaddons', {
    List: AddonsPage,
    Edit: AddonEditPage,
  }),
  ...productRoutes('/spapackages', {
    List: SpaPackagesPage,
    Edit: SpaPackageEditPage,
  }),
  { path: '/spapackages/:groupId/included-servies', Screen: IncludedServicesPage },
  ...productRoutes('/daypass', {
    List: DayPassesPage,
    Edit: DayPassEditPage,
  }),
  ...productRoutes('/fvp', {
    List: FvpsPage,
    Edit: FvpEditPage,
  }),
  { path: '/datefilters', Screen: DateFiltersPage },
  { path: '/discountcodes', Screen: DiscountCodesPage },
  ...productRoutes('/treatments', {
    List: TreatmentsPage,
    Edit: TreatmentEditPage,
    idParam: 'productId',
  }),
  ...productRoutes('/roomtypes', {
    List: RoomTypesPage,
    Edit: RoomTypeEditPage,
  }),
  { path: '/stringeditor', Screen: StringEditorPage },
  { path: '/blockedcustomers', Screen: BlockedCustomersPage },
  { path: '/checkoutalerts', Screen: CheckoutAlertsPage },
  { path: '/sections', Screen: SectionsPage },
  { path: '/hotelmetadataeditor', Screen: HotelMetadataPage },
  { path: '/activity', Screen: ActivityPage },
  { path: '/activity/:resource/:id', Screen: RecordHistoryPage },
];

const restaurantScreens: Array<{ path: string; Screen: ComponentType<{ restaurant: Restaurant }> }> = [
  { path: '/restaurants/:restaurantName', Screen: SchedulePage },
  { path: '/restaurants/:restaurantName/availabilities', Screen: AvailabilitiesPage },
  { path: '/restaurants/:restaurantName/bookings', Screen: BookingsPage },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        // A screen that fails (its code not fetched, or an error) says so under the top bar (screen-error.tsx).
        element: (
          <ScreenBoundary>
            <RequireAuth />
          </ScreenBoundary>
        ),
        children: [
          // Keyed by path so that /x/new and /x/:id never share one form's state.
          ...screens.map(({ path, Screen }) => ({ path, element: <Screen key={path} /> })),
          ...restaurantScreens.map(({ path, Screen }) => ({
            path,
            element: (
              <RestaurantRoute render={(restaurant) => <Screen key={restaurant.id} restaurant={restaurant} />} />
            ),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The route table, rendered inside the app's BrowserRouter (src/app/app.tsx). Declarative routing, not a data
 * router: the console loads no data through routes, and the data router's state machine (loaders, actions,
 * fetchers) was 16 kB gzip of the first route (decision 021).
 */
export function AppRoutes() {
  return <ScreenBoundary>{useRoutes(routes)}</ScreenBoundary>;
}
