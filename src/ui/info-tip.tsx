import * as Tooltip from '@radix-ui/react-tooltip';
import { useState, type ReactNode } from 'react';

/** The trigger's face unless told: an "i" (information) in a circle; the button's label says what it is about. */
const INFO_MARK = 'i';

export interface InfoTipProps {
  /** The button's accessible name, e.g. "About font sizes" or "History of this alert". */
  label: string;
  /** What the tip says (text, or a few lines). */
  children: ReactNode;
  /** The trigger's face; an "i" in a circle when left out. */
  trigger?: ReactNode;
}

/**
 * A small "i" button with a tooltip (Radix Tooltip): opens on hover and on keyboard focus, and toggles on a tap, so
 * a host on a tablet can read it too (a plain tooltip never opens on touch). Escape or a tap elsewhere closes it.
 */
export function InfoTip({ label, children, trigger }: InfoTipProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            className="inline-flex min-h-touch min-w-touch items-center justify-center rounded-full align-middle normal-case text-primary-700 hover:bg-primary-50"
            // Radix closes a tooltip on pointer down; a tap toggles it instead.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => setOpen((was) => !was)}
          >
            {trigger ?? (
              <span
                aria-hidden="true"
                className="inline-flex size-5 items-center justify-center rounded-full border border-current text-xs font-semibold"
              >
                {INFO_MARK}
              </span>
            )}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={4}
            collisionPadding={8}
            onPointerDownOutside={() => setOpen(false)}
            className="z-50 max-w-xs rounded bg-gray-800 px-3 py-2 text-sm normal-case tracking-normal text-white shadow"
          >
            {children}
            <Tooltip.Arrow className="fill-gray-800" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
