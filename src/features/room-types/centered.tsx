import type { ReactNode } from 'react';

/** A table cell's text, centred on the height of the row's 44 px buttons. */
export function Centered({ children }: { children: ReactNode }) {
  return <div className="flex min-h-touch items-center">{children}</div>;
}
