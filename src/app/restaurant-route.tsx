import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Restaurant } from '../../contract/restaurants.ts';
import { findRestaurant, restaurantsQuery } from '../entities/restaurants/restaurant-queries.ts';
import { useIntl } from '../i18n/intl.ts';
import { uiMessages } from '../ui/messages.ts';
import { NotOnDevice } from '../ui/not-on-device.tsx';
import { notOnDevice } from '../ui/read-state.ts';
import { Spinner } from '../ui/spinner.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/** Maps the case-insensitive restaurant name of the route to the restaurant (and so its id). */
export function RestaurantRoute({ render }: { render: (restaurant: Restaurant) => ReactNode }) {
  const intl = useIntl();
  const { restaurantName = '' } = useParams();
  const read = useQuery(restaurantsQuery);
  const { data, isPending, isError } = read;
  // Offline on a device that never loaded the restaurants: say so, rather than load for ever.
  if (notOnDevice(read))
    return (
      <div className="p-3 md:p-6">
        <NotOnDevice what="restaurant" />
      </div>
    );
  if (isPending) return <Spinner />;
  const restaurant = data ? findRestaurant(data, restaurantName) : undefined;
  if (!restaurant)
    return isError ? <p className="p-6">{intl.formatMessage(uiMessages.fetchError)}</p> : <NotFoundPage />;
  return render(restaurant);
}
