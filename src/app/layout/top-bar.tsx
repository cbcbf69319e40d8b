import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router-dom';
import { useAppConfig } from '../../api/app-config-context.tsx';
import { restaurantsQuery } from '../../entities/restaurants/restaurant-queries.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { notify } from '../../ui/notifications.ts';
import { NavMenu } from './nav-menu.tsx';
import { directButtons, productMenuItems, restaurantMenuItems } from './nav-items.ts';
import { UserMenu } from './user-menu.tsx';
import { SyncIndicator } from './sync-indicator.tsx';
import { useLogout } from './use-logout.ts';

/** The top bar: brand and "Checkout Admin"; signed out only Sign-In, signed in the whole navigation. */
export function TopBar() {
  const { user, signIn, signOut } = useAuth();
  const { brandName } = useAppConfig();
  const { pathname } = useLocation();
  const restaurants = useQuery({ ...restaurantsQuery, enabled: Boolean(user) });
  const logout = useLogout(signOut);

  const handleSignIn = () => {
    signIn().catch((error: unknown) => {
      const code = (error as { errorCode?: string }).errorCode;
      if (code === 'user_cancelled') return;
      console.error('Sign-in failed', error);
      notify.error(code === 'popup_window_error' ? 'Allow pop-ups for this site to sign in.' : 'Sign-in failed. Please try again.');
    });
  };

  return (
    <header className="sticky top-0 z-30 bg-primary-700 text-white shadow">
      <nav aria-label="Main" className="flex flex-wrap items-center gap-x-1 gap-y-0 px-2 py-1 md:px-4">
        <NavLink to="/" className="mr-3 flex min-h-touch items-center gap-2 text-lg">
          <span className="font-medium">{brandName}</span>
          <span className="font-light text-primary-100">Checkout Admin</span>
        </NavLink>
        {user ? (
          <>
            {(restaurants.data ?? []).map((restaurant) => (
              <NavMenu
                key={restaurant.id}
                label={restaurant.name}
                active={pathname.toLowerCase().startsWith(`/restaurants/${restaurant.name.toLowerCase()}`)}
                items={restaurantMenuItems.map((item) => ({ label: item.label, to: item.path(restaurant.name) }))}
              />
            ))}
            <NavMenu
              label="Products"
              active={productMenuItems.some((item) => pathname.toLowerCase().startsWith(item.path))}
              items={productMenuItems.map((item) => ({ label: item.label, to: item.path }))}
            />
            {directButtons.map((item) => (
              <NavLink
                key={item.path}
                to={item.path}
                className={({ isActive }) =>
                  `flex min-h-touch items-center rounded px-3 hover:bg-white/10 ${isActive ? 'bg-white/15 font-medium' : ''}`
                }
              >
                {item.label}
              </NavLink>
            ))}
            <div className="ml-auto flex items-center">
              <SyncIndicator />
              <UserMenu name={user.name} onLogout={() => void logout()} />
            </div>
          </>
        ) : (
          <button
            type="button"
            onClick={handleSignIn}
            className="ml-auto flex min-h-touch items-center rounded bg-white px-5 font-medium text-primary-800 hover:bg-primary-50"
          >
            Sign-In
          </button>
        )}
      </nav>
    </header>
  );
}
