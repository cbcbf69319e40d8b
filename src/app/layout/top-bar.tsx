import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router-dom';
import { useAppConfig } from '../../api/app-config-context.tsx';
import { restaurantsQuery } from '../../entities/restaurants/restaurant-queries.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { intl as currentIntl, useIntl } from '../../i18n/intl.ts';
import { notify } from '../../ui/notifications.ts';
import { NavMenu } from './nav-menu.tsx';
import { isWithin, restaurantMenuItems, screenMenus } from './nav-items.ts';
import { UserMenu } from './user-menu.tsx';
import { SyncIndicator } from './sync-indicator.tsx';
import { useLogout } from './use-logout.ts';

/** The console's name, beside the brand (a name: the same in every language). */
export const APP_NAME = 'Checkout Admin';

/** The compact menu's face (its label says "Menu"). */
const MENU_MARK = '☰';

/** The top bar: brand and "Checkout Admin"; signed out only Sign-In, signed in the whole navigation. */
export function TopBar() {
  const intl = useIntl();
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
      const said = currentIntl();
      notify.error(
        code === 'popup_window_error'
          ? said.formatMessage({
              id: 'app.signIn.allowPopups',
              defaultMessage: 'Allow pop-ups for this site to sign in.',
            })
          : said.formatMessage({ id: 'app.signIn.failed', defaultMessage: 'Sign-in failed. Please try again.' }),
      );
    });
  };

  const restaurantMenus = (restaurants.data ?? []).map((restaurant) => ({
    key: `restaurant-${restaurant.id}`,
    label: restaurant.name,
    items: restaurantMenuItems.map((item) => {
      const to = item.path(restaurant.name);
      return {
        label: intl.formatMessage(item.message),
        to,
        current: pathname.toLowerCase().replace(/\/+$/, '') === to.toLowerCase(),
      };
    }),
  }));
  const otherMenus = screenMenus.map((menu) => ({
    key: menu.label,
    label: intl.formatMessage(menu.message),
    items: menu.items.map((item) => ({
      label: intl.formatMessage(item.message),
      to: item.path,
      current: isWithin(pathname, item.path),
    })),
  }));

  return (
    // One row, always the same height (the notification bar sits just below it: src/ui/notification-bar.tsx).
    <header className="sticky top-0 z-30 h-14 bg-primary-700 text-white shadow">
      <nav
        aria-label={intl.formatMessage({ id: 'app.topBar.main', defaultMessage: 'Main' })}
        className="flex h-full flex-nowrap items-center gap-1 px-2 md:px-4"
      >
        {/* The brand gives way first (its "Checkout Admin" cut short) if a long sync status needs the room. */}
        <NavLink to="/" className="mr-2 flex min-h-touch min-w-0 items-center gap-2 whitespace-nowrap text-lg">
          <span className="shrink-0 font-medium">{brandName}</span>
          <span className="truncate font-light text-primary-100">{APP_NAME}</span>
        </NavLink>
        {user ? (
          <>
            {/* From 960 px (the 1024 px tablet): each restaurant, Products and Content as its own menu. */}
            <div className="hidden shrink-0 items-center gap-1 md:flex">
              {[...restaurantMenus, ...otherMenus].map((menu) => (
                <NavMenu key={menu.key} label={menu.label} sections={[{ items: menu.items }]} />
              ))}
            </div>
            {/* Narrower (tablet portrait): one menu holding them all, titled by restaurant and menu. */}
            <div className="shrink-0 md:hidden">
              <NavMenu
                label={intl.formatMessage({ id: 'app.topBar.menu', defaultMessage: 'Menu' })}
                icon={
                  <span aria-hidden="true" className="text-lg leading-none">
                    {MENU_MARK}
                  </span>
                }
                sections={[...restaurantMenus, ...otherMenus]}
              />
            </div>
            <div className="ml-auto flex shrink-0 items-center">
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
            {intl.formatMessage({ id: 'app.topBar.signIn', defaultMessage: 'Sign-In' })}
          </button>
        )}
      </nav>
    </header>
  );
}
