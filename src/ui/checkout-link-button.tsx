import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { inEnglish } from './messages.ts';

const linkMessages = defineMessages({
  copied: { id: 'ui.checkoutLink.copied', defaultMessage: 'Link has been copied to the clipboard' },
  get: { id: 'ui.checkoutLink.get', defaultMessage: 'Get checkout link' },
});

/** Spec section 2's words after a copy, in English (tests); said in the person's language. */
export const LINK_COPIED = inEnglish(linkMessages.copied);
const SHOWN_MS = 3000;

/** Joins the checkout base URL and a path such as `/spa?package=4` without doubling or losing the slash. */
export function checkoutLink(checkoutUrl: string, path: string): string {
  return `${checkoutUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * "Get checkout link": copies a guest checkout link to the clipboard and says so in a tooltip-like bubble
 * ("Link has been copied to the clipboard", spec section 2). The bubble is a live region, so screen readers hear it.
 */
export function CheckoutLinkButton({ link, label }: { link: string; label?: string }) {
  const intl = useIntl();
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
        {label ?? intl.formatMessage(linkMessages.get)}
      </Button>
      {/* Above the button and ending at its right edge: the button sits in a sticky Save bar at the bottom of the
          window, near its right side, where a bubble below or centred would open off screen (issue 30). */}
      <span role="status" className="absolute bottom-full right-0 z-30 mb-1 w-max max-w-[calc(100vw-2rem)]">
        {copied && (
          <span className="block rounded bg-gray-800 px-2 py-1 text-sm text-white shadow">
            {intl.formatMessage(linkMessages.copied)}
          </span>
        )}
        {failed && (
          <span className="block rounded bg-secondary-700 px-2 py-1 text-sm text-white shadow">
            {intl.formatMessage({ id: 'ui.checkoutLink.failed', defaultMessage: 'Copy failed: {link}' }, { link })}
          </span>
        )}
      </span>
    </span>
  );
}
