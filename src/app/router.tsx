import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Restaurant } from '../../contract/restaurants.ts';
import { AvailabilitiesPage } from '../features/availabilities/availabilities-page.tsx';
import { BookingsPage } from '../features/bookings/bookings-page.tsx';
import { DateFiltersPage } from '../features/date-filters/date-filters-page.tsx';
import { DiscountCodesPage } from '../features/discount-codes/discount-codes-page.tsx';
import { AddonEditPage } from '../features/hotel-package-addons/addon-edit-page.tsx';
import { AddonsPage } from '../features/hotel-package-addons/addons-page.tsx';
import { HotelPackageEditPage } from '../features/hotel-packages/hotel-package-edit-page.tsx';
import { HotelPackagesPage } from '../features/hotel-packages/hotel-packages-page.tsx';
import { RoomTypeEditPage } from '../features/room-types/room-type-edit-page.tsx';
import { RoomTypesPage } from '../features/room-types/room-types-page.tsx';
import { SchedulePage } from '../features/restaurant-schedule/schedule-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RestaurantRoute } from './restaurant-route.tsx';
import { ScreenPage } from './pages/screen-page.tsx';

/**
 * The route table of spec section 2. Paths match exactly (react-router matches case-insensitively, which also
 * gives the `/spaPackages/{id}/included-servies` alias). Every screen needs a signed-in user; signed-out
 * visitors go to `/`. Screens that later issues deliver show their title until then.
 */
const screens: Array<{ path: string; title: string; Screen?: ComponentType }> = [
  { path: '/images', title: 'Images' },
  { path: '/hotelpackages', title: 'Hotel packages', Screen: HotelPackagesPage },
  { path: '/hotelpackages/new', title: 'New hotel package', Screen: HotelPackageEditPage },
  { path: '/hotelpackages/:id', title: 'Hotel package', Screen: HotelPackageEditPage },
  { path: '/hotelpackageaddons', title: 'Hotel package addons', Screen: AddonsPage },
  { path: '/hotelpackageaddons/new', title: 'New hotel package addon', Screen: AddonEditPage },
  { path: '/hotelpackageaddons/:id', title: 'Hotel package addon', Screen: AddonEditPage },
  { path: '/spapackages', title: 'Spa packages' },
  { path: '/spapackages/new', title: 'New spa package' },
  { path: '/spapackages/:id', title: 'Spa package' },
  { path: '/spapackages/:groupId/included-servies', title: 'Included services' },
  { path: '/daypass', title: 'Day Pass' },
  { path: '/daypass/new', title: 'New day pass' },
  { path: '/daypass/:id', title: 'Day pass' },
  { path: '/fvp', title: 'Frequent Visitor Pass' },
  { path: '/fvp/new', title: 'New frequent visitor pass' },
  { path: '/fvp/:id', title: 'Frequent visitor pass' },
  { path: '/datefilters', title: 'Date filters', Screen: DateFiltersPage },
  { path: '/discountcodes', title: 'Discount codes', Screen: DiscountCodesPage },
  { path: '/treatments', title: 'Treatments' },
  { path: '/treatments/new', title: 'New treatment' },
  { path: '/treatments/:productId', title: 'Treatment' },
  { path: '/roomtypes', title: 'Hotel room types', Screen: RoomTypesPage },
  { path: '/roomtypes/new', title: 'New room type', Screen: RoomTypeEditPage },
  { path: '/roomtypes/:id', title: 'Room type', Screen: RoomTypeEditPage },
  { path: '/stringeditor', title: 'String Editor' },
  { path: '/blockedcustomers', title: 'Blocked customers' },
  { path: '/checkoutalerts', title: 'Checkout alerts' },
  { path: '/sections', title: 'Sections' },
  { path: '/hotelmetadataeditor', title: 'Hotel Metadata Editor' },
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
