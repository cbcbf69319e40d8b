import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { DropdownShell } from './dropdown-shell.tsx';
import type { DropdownProps } from './menu-button.tsx';
import { UserMenuTrigger, type UserMenuProps } from './user-menu.tsx';

/** The user menu's dropdown (src/app/layout/user-menu.tsx): Logout. Loaded on its first open. */
export function UserDropdown({ name, onLogout, defaultOpen, fromKeyboard }: UserMenuProps & DropdownProps) {
  return (
    <DropdownShell
      trigger={<UserMenuTrigger name={name} onLogout={onLogout} />}
      defaultOpen={defaultOpen}
      fromKeyboard={fromKeyboard}
      align="end"
      className="z-40 min-w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
    >
      <DropdownMenu.Item
        onSelect={onLogout}
        className="flex min-h-touch cursor-pointer items-center px-4 text-gray-900 outline-none data-[highlighted]:bg-primary-50"
      >
        Logout
      </DropdownMenu.Item>
    </DropdownShell>
  );
}
