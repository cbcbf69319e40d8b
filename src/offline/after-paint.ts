/** How long a write waits for a frame at most (a hidden tab paints none). */
export const WRITE_AFTER_PAINT_MAX_MS = 100;

/**
 * Runs `work` once the next frame is painted (the changed day is on screen first: serialising 1,000 bookings never
 * delays the paint, and the write's transaction does not wait behind the render), or after
 * `WRITE_AFTER_PAINT_MAX_MS` when no frame comes.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', once);
    work();
  };
  const fallback = setTimeout(once, WRITE_AFTER_PAINT_MAX_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  // A page going away (a reload, the app closed) does not wait for a frame: the write goes now.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', once);
}
