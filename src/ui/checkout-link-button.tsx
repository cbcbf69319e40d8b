import { useEffect, useState } from 'react';
import { Button } from './button.tsx';

export const LINK_COPIED = 'Link has been copied to the clipboard';
const SHOWN_MS = 3000;

/** Joins the checkout base URL and a path such as `/spa?package=4` without doubling or losing the slash. */
export function checkoutLink(checkoutUrl: string, path: string): string {
  return `${checkoutUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * "Get checkout link": copies a guest checkout link to the clipboard and says so in a tooltip-like bubble
 * ("Link has been copied to the clipboard", spec section 2). The bubble is a live region, so screen readers hear it.
 */
export function CheckoutLinkButton({ link, label = 'Get checkout link' }: { link: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <span className="relative inline-flex">
      <Button
        variant="secondary"
        onClick={() => {
          navigator.clipboard.writeText(link).then(
            () => {
              setFailed(false);
              setCopied(true);
            },
            () => setFailed(true),
          );
        }}
      >
        {label}
      </Button>
      {/* Above the button and ending at its right edge: the button sits in a sticky Save bar at the bottom of the
          window, near its right side, where a bubble below or centred would open off screen (issue 30). */}
      <span role="status" className="absolute bottom-full right-0 z-30 mb-1 w-max max-w-[calc(100vw-2rem)]">
        {copied && <span className="block rounded bg-gray-800 px-2 py-1 text-sm text-white shadow">{LINK_COPIED}</span>}
        {failed && (
          <span className="block rounded bg-secondary-700 px-2 py-1 text-sm text-white shadow">{`Copy failed: ${link}`}</span>
        )}
      </span>
    </span>
  );
}
