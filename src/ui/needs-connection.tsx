/** Spec-free wording of the offline model (issue 4): other screens stay readable but cannot save offline. */
export const NEEDS_CONNECTION = 'Saving needs a connection';

/** Shown beside save, add and delete buttons while offline (the buttons themselves are disabled). */
export function NeedsConnection({ online, className = '' }: { online: boolean; className?: string }) {
  if (online) return null;
  return (
    <p role="status" className={`text-sm font-medium text-amber-800 ${className}`}>
      {NEEDS_CONNECTION}
    </p>
  );
}
