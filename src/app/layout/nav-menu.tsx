import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

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

/**
 * A top-bar dropdown (a restaurant, Products, Content, or the compact "Menu"): opens on tap or keyboard, never on
 * hover only. The menu holding the current screen shows it: its button is highlighted and says aria-current, and
 * the screen's entry is marked. A long menu scrolls within the space below the bar.
 */
export function NavMenu({ label, sections, icon }: { label: string; sections: readonly NavMenuSection[]; icon?: ReactNode }) {
  const id = useId();
  const active = sections.some((section) => section.items.some((item) => item.current));
  return (
    // Not modal: a menu button (WAI-ARIA menu pattern) leaves the page readable, instead of aria-hiding the app
    // around focusable content (axe: aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-current={active ? 'true' : undefined}
        className={`flex min-h-touch shrink-0 items-center gap-1 whitespace-nowrap rounded px-3 font-medium text-white hover:bg-white/10 data-[state=open]:bg-white/15 ${
          active ? 'bg-white/15 shadow-[inset_0_-3px_0_0_white]' : ''
        }`}
      >
        {icon}
        {label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-[60] max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
        >
          {sections.map((section, index) => (
            <Fragment key={section.label ?? index}>
              {index > 0 && <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />}
              <DropdownMenu.Group aria-labelledby={section.label ? `${id}-${index}` : undefined}>
                {section.label && (
                  <DropdownMenu.Label id={`${id}-${index}`} className="px-4 pb-1 pt-2 text-xs font-medium uppercase tracking-wide text-gray-600">
                    {section.label}
                  </DropdownMenu.Label>
                )}
                {section.items.map((item) => (
                  <DropdownMenu.Item key={item.to} asChild>
                    <Link
                      to={item.to}
                      aria-current={item.current ? 'page' : undefined}
                      className={`flex min-h-touch items-center border-l-4 px-4 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 ${
                        item.current ? 'border-primary-600 bg-primary-50 font-medium text-primary-800' : 'border-transparent'
                      }`}
                    >
                      {item.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
