import { useRef, useState, type ButtonHTMLAttributes, type ComponentType, type FocusEvent } from 'react';
import { lazyPart } from '../../ui/on-demand.tsx';

/** A top-bar menu's button: what the person sees and taps, before and after the menu's code is here. */
export type TriggerProps<P> = P & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: React.Ref<HTMLButtonElement> };

/** What a loaded dropdown gets: open at once, since the person asked for it (its first open). */
export interface DropdownProps {
  defaultOpen: boolean;
  /** Asked for from the keyboard: the first open focuses the first entry, as Radix does for a keyboard open. */
  fromKeyboard: boolean;
  /** Back to the plain button: the dropdown's code could not be fetched. */
  onClose: () => void;
}

/**
 * A top-bar menu whose dropdown is loaded on its first open (decision 021): the Radix dropdown (menu, roving focus,
 * collision-aware placement) is a chunk of its own, so the first route carries only the button. A tap, or
 * Enter/Space/ArrowDown, loads the dropdown and opens it; from then on the dropdown is the menu (its trigger is the
 * same `Trigger`). Offline before the service worker held the chunk, a notification says the menu could not be
 * opened, and the button stays.
 */
export function menuOnDemand<P extends object>(
  load: () => Promise<ComponentType<P & DropdownProps>>,
  Trigger: ComponentType<TriggerProps<P>>,
) {
  const Dropdown = lazyPart<P & DropdownProps>(load, {
    close: (props) => props.onClose(),
    fallback: (props) => <Trigger {...props} aria-haspopup="menu" aria-expanded="false" aria-busy="true" />,
  });
  function Menu(props: P) {
    const [asked, setAsked] = useState<'pointer' | 'keyboard' | undefined>();
    if (asked)
      return (
        <Dropdown {...props} defaultOpen fromKeyboard={asked === 'keyboard'} onClose={() => setAsked(undefined)} />
      );
    return (
      <Trigger
        {...props}
        aria-haspopup="menu"
        aria-expanded="false"
        // A click from Enter or Space has no pointer behind it (detail 0).
        onClick={(event) => setAsked(event.detail === 0 ? 'keyboard' : 'pointer')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setAsked('keyboard');
        }}
      />
    );
  }
  return Menu;
}

/**
 * The dropdown content's `onFocus`: on the first open from the keyboard, when Radix focuses the content, the first
 * entry takes the focus instead, as Radix itself does for the later keyboard opens (its keyboard listener is there
 * by then).
 */
export function useFirstOpenFocus(fromKeyboard: boolean): (event: FocusEvent<HTMLElement>) => void {
  const first = useRef(fromKeyboard);
  return (event) => {
    if (!first.current || event.target !== event.currentTarget) return;
    first.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  };
}
