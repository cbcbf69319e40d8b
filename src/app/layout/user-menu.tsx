import { menuOnDemand, type TriggerProps } from './menu-button.tsx';

export interface UserMenuProps {
  name: string;
  onLogout: () => void;
}

/** The user menu's button: initials and name. */
export function UserMenuTrigger({ name, onLogout: _onLogout, ref, className, ...button }: TriggerProps<UserMenuProps>) {
  return (
    <button
      ref={ref}
      type="button"
      {...button}
      className={`flex min-h-touch items-center gap-2 rounded px-3 text-white hover:bg-white/10 data-[state=open]:bg-white/15 ${className ?? ''}`}
    >
      <span
        aria-hidden="true"
        className="flex h-7 w-7 items-center justify-center rounded-full bg-secondary-600 text-xs font-medium"
      >
        {initials(name)}
      </span>
      <span>{name}</span>
    </button>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The signed-in user's name with a Logout entry; the dropdown is loaded on the first open (user-dropdown.tsx). */
export const UserMenu = menuOnDemand<UserMenuProps>(
  () => import('./user-dropdown.tsx').then((m) => m.UserDropdown),
  UserMenuTrigger,
);
