import { useLayoutEffect, type RefObject } from 'react';

/** Marks the header cell of a `DataTable`'s pinned column (the Actions, kept at the right edge). */
export const PINNED_HEAD = 'data-pinned';

/**
 * A table wider than its frame scrolls inside it (issue 30). Where it starts, the frame's edge (or, with a pinned
 * column, that column's left edge) fell inside a column, whose header then showed cut ("DESCRIPTIO", issue 41). The
 * last column wholly in view takes the rest of the room up to that edge, so the table opens on whole columns, the
 * next one wholly behind the edge. Measured again whenever the frame or the table changes size (a rotated tablet,
 * another page of rows); a table that fits is left as it is.
 */
export function useWholeColumnsInView(frame: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = frame.current;
    const table = element?.querySelector('table');
    // No ResizeObserver in jsdom (the unit tests): there is no layout to mend there either.
    if (!element || !table || typeof ResizeObserver === 'undefined') return;
    let widened: HTMLElement | undefined;
    const align = () => {
      if (widened) widened.style.minWidth = '';
      widened = undefined;
      if (table.scrollWidth <= element.clientWidth) return;
      const heads = Array.from(table.tHead?.rows[0]?.cells ?? []);
      const pinned = heads.find((cell) => cell.hasAttribute(PINNED_HEAD));
      // Where the columns that scroll stop being in view when the table is at its start, from its left edge.
      const edge = element.clientWidth - (pinned?.getBoundingClientRect().width ?? 0);
      const start = table.getBoundingClientRect().left;
      const scrolled = heads.filter((cell) => cell !== pinned);
      const cut = scrolled.findIndex((cell) => {
        const box = cell.getBoundingClientRect();
        return box.left - start < edge - 0.5 && box.right - start > edge + 0.5;
      });
      const before = scrolled[cut - 1];
      if (!before) return;
      const box = before.getBoundingClientRect();
      widened = before;
      before.style.minWidth = `${edge - (box.left - start)}px`;
    };
    align();
    const observer = new ResizeObserver(align);
    observer.observe(element);
    observer.observe(table);
    return () => {
      observer.disconnect();
      if (widened) widened.style.minWidth = '';
    };
  }, [frame]);
}
