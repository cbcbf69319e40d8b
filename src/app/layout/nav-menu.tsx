import type { ReactNode } from 'react';
import { menuOnDemand, type TriggerProps } from './menu-button.tsx';

export interface NavMenuItem {
  label: string;
  to: string;
  /** The screen shown now: marked in the menu (aria-current="page"), and its menu's button marked too. */
  current?: boolean;
}

/** A titled part of a menu (the compact menu's "brasseriet", "Products"...); untitled when the menu has one part. */
export interface NavMenuSection {
  label?: string;
  items: readonly NavMenuItem[];
}

export interface NavMenuProps {
  label: string;
  sections: readonly NavMenuSection[];
  icon?: ReactNode;
}

/** The mark after a menu's label: it opens a list (hidden from screen readers: the button says it has a menu). */
const OPENS_MARK = '▾';

/** Whether the menu holds the screen shown now. */
export const holdsCurrent = (sections: readonly NavMenuSection[]) =>
  sections.some((section) => section.items.some((item) => item.current));

/** The menu's button: its label, highlighted (and aria-current) when the menu holds the current screen. */
export function NavMenuTrigger({ label, sections, icon, ref, className, ...button }: TriggerProps<NavMenuProps>) {
  const active = holdsCurrent(sections);
  return (
    <button
      ref={ref}
      type="button"
      {...button}
      aria-current={active ? 'true' : undefined}
      className={`flex min-h-touch shrink-0 items-center gap-1 whitespace-nowrap rounded px-3 font-medium text-white hover:bg-white/10 data-[state=open]:bg-white/15 ${
        active ? 'bg-white/15 shadow-[inset_0_-3px_0_0_white]' : ''
      } ${className ?? ''}`}
    >
      {icon}
      {label}
      <span aria-hidden="true" className="text-xs">
        {OPENS_MARK}
      </span>
    </button>
  );
}

/**
 * A top-bar dropdown (a restaurant, Products, Content, or the compact "Menu"): opens on tap or keyboard, never on
 * hover only. The menu holding the current screen shows it: its button is highlighted and says aria-current, and
 * the screen's entry is marked. Its dropdown is loaded on the first open (src/app/layout/nav-dropdown.tsx).
 */
export const NavMenu = menuOnDemand<NavMenuProps>(
  () => import('./nav-dropdown.tsx').then((m) => m.NavDropdown),
  NavMenuTrigger,
);
