import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, useId } from 'react';
import { Link } from 'react-router-dom';
import { DropdownShell } from './dropdown-shell.tsx';
import type { DropdownProps } from './menu-button.tsx';
import { NavMenuTrigger, type NavMenuProps } from './nav-menu.tsx';

/** The dropdown of a top-bar menu (src/app/layout/nav-menu.tsx), loaded on its first open. A long menu scrolls within the space below the bar. */
export function NavDropdown({ label, sections, icon, defaultOpen, fromKeyboard }: NavMenuProps & DropdownProps) {
  const id = useId();
  return (
    <DropdownShell
      trigger={<NavMenuTrigger label={label} sections={sections} icon={icon} />}
      defaultOpen={defaultOpen}
      fromKeyboard={fromKeyboard}
      align="start"
      collisionPadding={8}
      className="z-[60] max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
    >
      {sections.map((section, index) => (
        <Fragment key={section.label ?? index}>
          {index > 0 && <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />}
          <DropdownMenu.Group aria-labelledby={section.label ? `${id}-${index}` : undefined}>
            {section.label && (
              <DropdownMenu.Label
                id={`${id}-${index}`}
                className="px-4 pb-1 pt-2 text-xs font-medium uppercase tracking-wide text-gray-600"
              >
                {section.label}
              </DropdownMenu.Label>
            )}
            {section.items.map((item) => (
              <DropdownMenu.Item key={item.to} asChild>
                <Link
                  to={item.to}
                  aria-current={item.current ? 'page' : undefined}
                  className={`flex min-h-touch items-center border-l-4 px-4 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 ${
                    item.current
                      ? 'border-primary-600 bg-primary-50 font-medium text-primary-800'
                      : 'border-transparent'
                  }`}
                >
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        </Fragment>
      ))}
    </DropdownShell>
  );
}
