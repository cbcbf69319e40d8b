import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

/** The signed-in user's name with a Logout entry. */
export function UserMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  return (
    // Not modal: a menu button (WAI-ARIA menu pattern) leaves the page readable, instead of aria-hiding the app
    // around focusable content (axe: aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex min-h-touch items-center gap-2 rounded px-3 text-white hover:bg-white/10 data-[state=open]:bg-white/15">
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-secondary-600 text-xs font-medium">
          {initials(name)}
        </span>
        <span>{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-40 min-w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg">
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

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
