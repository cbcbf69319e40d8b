import type { ReactNode } from 'react';

export interface PageTitleProps {
  children: ReactNode;
  /** Buttons shown at the right of the title, e.g. "Add". */
  actions?: ReactNode;
}

/** The screen's one h1, with room for its main actions beside it. */
export function PageTitle({ children, actions }: PageTitleProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-normal text-primary-900">{children}</h1>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
