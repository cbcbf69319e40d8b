import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAppConfig } from '../../api/app-config-context.tsx';
import { restaurantsQuery } from '../../entities/restaurants/restaurant-queries.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { useIntl } from '../../i18n/intl.ts';

/** `/`: the spec shows no content here; a signed-in user gets a greeting and the day's schedules one tap away. */
export function HomePage() {
  const intl = useIntl();
  const { user } = useAuth();
  const { brandName } = useAppConfig();
  const restaurants = useQuery({ ...restaurantsQuery, enabled: Boolean(user) });
  if (!user) {
    return (
      <section className="mx-auto mt-16 max-w-lg px-4 text-center">
        <h1 className="text-2xl font-medium text-gray-900">
          {intl.formatMessage({ id: 'app.home.welcome', defaultMessage: 'Welcome to Checkout Admin' })}
        </h1>
        <p className="mt-2 text-gray-600">
          {intl.formatMessage(
            {
              id: 'app.home.signIn',
              defaultMessage: "Sign in with your staff account to manage {brand}''s checkout.",
            },
            { brand: brandName },
          )}
        </p>
      </section>
    );
  }
  return (
    <section className="p-4 md:p-6">
      <h1 className="text-2xl font-medium text-gray-900">
        {intl.formatMessage({ id: 'app.home.welcomeBack', defaultMessage: 'Welcome, {name}' }, { name: user.name })}
      </h1>
      <p className="mt-1 text-gray-600">
        {intl.formatMessage({ id: 'app.home.schedules', defaultMessage: "Today''s schedules:" })}
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {(restaurants.data ?? []).map((restaurant) => (
          <li key={restaurant.id}>
            <Link
              to={`/restaurants/${restaurant.name}`}
              className="flex min-h-touch items-center rounded-lg border border-primary-200 bg-white px-5 font-medium text-primary-800 shadow-sm hover:bg-primary-50"
            >
              {restaurant.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
