import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';

export interface NavMenuItem {
  label: string;
  to: string;
}

/** A top-bar dropdown (restaurant or Products menu): opens on tap or keyboard, never on hover only. */
export function NavMenu({ label, items, active }: { label: string; items: NavMenuItem[]; active: boolean }) {
  return (
    // Not modal: a menu button (WAI-ARIA menu pattern) leaves the page readable, instead of aria-hiding the app
    // around focusable content (axe: aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`flex min-h-touch items-center gap-1 rounded px-3 font-medium text-white hover:bg-white/10 data-[state=open]:bg-white/15 ${
          active ? 'bg-white/15' : ''
        }`}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-40 min-w-52 rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="flex min-h-touch items-center px-4 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
