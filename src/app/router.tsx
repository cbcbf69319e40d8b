import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Restaurant } from '../../contract/restaurants.ts';
import { AvailabilitiesPage } from '../features/availabilities/availabilities-page.tsx';
import { BlockedCustomersPage } from '../features/blocked-customers/blocked-customers-page.tsx';
import { BookingsPage } from '../features/bookings/bookings-page.tsx';
import { CheckoutAlertsPage } from '../features/checkout-alerts/checkout-alerts-page.tsx';
import { DateFiltersPage } from '../features/date-filters/date-filters-page.tsx';
import { DayPassEditPage } from '../features/day-passes/day-pass-edit-page.tsx';
import { DayPassesPage } from '../features/day-passes/day-passes-page.tsx';
import { DiscountCodesPage } from '../features/discount-codes/discount-codes-page.tsx';
import { FvpEditPage } from '../features/frequent-visitor-passes/fvp-edit-page.tsx';
import { FvpsPage } from '../features/frequent-visitor-passes/fvps-page.tsx';
import { HotelMetadataPage } from '../features/hotel-metadata/hotel-metadata-page.tsx';
import { AddonEditPage } from '../features/hotel-package-addons/addon-edit-page.tsx';
import { AddonsPage } from '../features/hotel-package-addons/addons-page.tsx';
import { HotelPackageEditPage } from '../features/hotel-packages/hotel-package-edit-page.tsx';
import { HotelPackagesPage } from '../features/hotel-packages/hotel-packages-page.tsx';
import { ImagesPage } from '../features/images/images-page.tsx';
import { RoomTypeEditPage } from '../features/room-types/room-type-edit-page.tsx';
import { RoomTypesPage } from '../features/room-types/room-types-page.tsx';
import { SectionsPage } from '../features/sections/sections-page.tsx';
import { SchedulePage } from '../features/restaurant-schedule/schedule-page.tsx';
import { TreatmentEditPage } from '../features/treatments/treatment-edit-page.tsx';
import { TreatmentsPage } from '../features/treatments/treatments-page.tsx';
import { IncludedServicesPage } from '../features/spa-packages/included-services-page.tsx';
import { SpaPackageEditPage } from '../features/spa-packages/spa-package-edit-page.tsx';
import { SpaPackagesPage } from '../features/spa-packages/spa-packages-page.tsx';
import { StringEditorPage } from '../features/string-editor/string-editor-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RestaurantRoute } from './restaurant-route.tsx';
import { ScreenPage } from './pages/screen-page.tsx';

interface Screen {
  path: string;
  title: string;
  Screen?: ComponentType;
}

/**
 * A product's three routes: its list, `/new` and the record by id (new and edit are one screen, keyed by path).
 * Titles are the list's, the new page's and a record's; screens not delivered yet are left out.
 */
function productRoutes(
  path: string,
  [listTitle, newTitle, oneTitle]: readonly [string, string, string],
  { List, Edit, idParam = 'id' }: { List?: ComponentType; Edit?: ComponentType; idParam?: string } = {},
): Screen[] {
  return [
    { path, title: listTitle, Screen: List },
    { path: `${path}/new`, title: newTitle, Screen: Edit },
    { path: `${path}/:${idParam}`, title: oneTitle, Screen: Edit },
  ];
}

/**
 * The route table of spec section 2. Paths match exactly (react-router matches case-insensitively, which also
 * gives the `/spaPackages/{id}/included-servies` alias). Every screen needs a signed-in user; signed-out
 * visitors go to `/`. Screens that later issues deliver show their title until then.
 */
const screens: Screen[] = [
  { path: '/images', title: 'Images', Screen: ImagesPage },
  ...productRoutes('/hotelpackages', ['Hotel packages', 'New hotel package', 'Hotel package'], { List: HotelPackagesPage, Edit: HotelPackageEditPage }),
  ...productRoutes('/hotelpackageaddons', ['Hotel package addons', 'New hotel package addon', 'Hotel package addon'], { List: AddonsPage, Edit: AddonEditPage }),
  ...productRoutes('/spapackages', ['Spa packages', 'New spa package', 'Spa package'], { List: SpaPackagesPage, Edit: SpaPackageEditPage }),
  { path: '/spapackages/:groupId/included-servies', title: 'Included services', Screen: IncludedServicesPage },
  ...productRoutes('/daypass', ['Day Pass', 'New day pass', 'Day pass'], { List: DayPassesPage, Edit: DayPassEditPage }),
  ...productRoutes('/fvp', ['Frequent Visitor Pass', 'New frequent visitor pass', 'Frequent visitor pass'], { List: FvpsPage, Edit: FvpEditPage }),
  { path: '/datefilters', title: 'Date filters', Screen: DateFiltersPage },
  { path: '/discountcodes', title: 'Discount codes', Screen: DiscountCodesPage },
  ...productRoutes('/treatments', ['Treatments', 'New treatment', 'Treatment'], { List: TreatmentsPage, Edit: TreatmentEditPage, idParam: 'productId' }),
  ...productRoutes('/roomtypes', ['Hotel room types', 'New room type', 'Room type'], { List: RoomTypesPage, Edit: RoomTypeEditPage }),
  { path: '/stringeditor', title: 'String Editor', Screen: StringEditorPage },
  { path: '/blockedcustomers', title: 'Blocked customers', Screen: BlockedCustomersPage },
  { path: '/checkoutalerts', title: 'Checkout alerts', Screen: CheckoutAlertsPage },
  { path: '/sections', title: 'Sections', Screen: SectionsPage },
  { path: '/hotelmetadataeditor', title: 'Hotel Metadata Editor', Screen: HotelMetadataPage },
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
        element: <RequireAuth />,
        children: [
          // Keyed by path so that /x/new and /x/:id never share one form's state.
          ...screens.map(({ path, title, Screen }) => ({ path, element: Screen ? <Screen key={path} /> : <ScreenPage title={title} /> })),
          ...restaurantScreens.map(({ path, Screen }) => ({
            path,
            element: <RestaurantRoute render={(restaurant) => <Screen key={restaurant.id} restaurant={restaurant} />} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
