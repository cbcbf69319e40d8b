import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useFirstOpenFocus, type DropdownProps } from './menu-button.tsx';
import { UserMenuTrigger, type UserMenuProps } from './user-menu.tsx';

/** The user menu's dropdown (src/app/layout/user-menu.tsx): Logout. Loaded on its first open. */
export function UserDropdown({ name, onLogout, defaultOpen, fromKeyboard }: UserMenuProps & DropdownProps) {
  const onFocus = useFirstOpenFocus(fromKeyboard);
  return (
    // Not modal: a menu button (WAI-ARIA menu pattern) leaves the page readable, instead of aria-hiding the app
    // around focusable content (axe: aria-hidden-focus).
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <UserMenuTrigger name={name} onLogout={onLogout} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          onFocus={onFocus}
          align="end"
          sideOffset={4}
          className="z-40 min-w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          <DropdownMenu.Item
            onSelect={onLogout}
            className="flex min-h-touch cursor-pointer items-center px-4 text-gray-900 outline-none data-[highlighted]:bg-primary-50"
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
