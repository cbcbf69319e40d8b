import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The main line, e.g. "No items". */
  title: string;
  /** A second, quieter line. */
  children?: ReactNode;
  /** A button to get going, e.g. "Add". */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed border-gray-300 px-4 py-8 text-center">
      <p className="font-medium text-gray-800">{title}</p>
      {children && <div className="text-gray-600">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
