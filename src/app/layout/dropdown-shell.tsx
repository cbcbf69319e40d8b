import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useFirstOpenFocus, type DropdownProps } from './menu-button.tsx';

/**
 * The loaded dropdown of a top-bar menu (`menuOnDemand`): Radix's menu around `trigger` (the same button the page
 * showed before the menu's code was here) and the entries (`children`), placed below the bar. In the menus' chunk
 * only: the first route does not carry Radix.
 */
export function DropdownShell({
  trigger,
  defaultOpen,
  fromKeyboard,
  align,
  collisionPadding,
  className,
  children,
}: Pick<DropdownProps, 'defaultOpen' | 'fromKeyboard'> & {
  trigger: ReactNode;
  align: 'start' | 'end';
  collisionPadding?: number;
  className: string;
  children: ReactNode;
}) {
  const onFocus = useFirstOpenFocus(fromKeyboard);
  return (
    // Not modal: a menu button (WAI-ARIA menu pattern) leaves the page readable, instead of aria-hiding the app
    // around focusable content (axe: aria-hidden-focus).
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          onFocus={onFocus}
          align={align}
          sideOffset={4}
          collisionPadding={collisionPadding}
          className={className}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
