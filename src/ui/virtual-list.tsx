import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface VirtualListProps {
  /** Names the list for assistive technology. */
  label: string;
  count: number;
  /** A stable key per item (the item at `index`). */
  itemKey: (index: number) => string | number;
  /** A first guess at an item's height in pixels; every item shown is measured. */
  estimateSize: (index: number) => number;
  /** The item's content; it is put in an `li`. */
  renderItem: (index: number) => ReactNode;
  /** Classes of the item at `index` (its `li`). */
  itemClassName?: (index: number) => string;
  className?: string;
}

/** How many items beyond the window are kept rendered, above and below. */
const OVERSCAN = 8;

/**
 * A long list that puts only the items near the window into the page (TanStack Virtual, on the page's own scroll):
 * a list of a thousand items renders as fast as one of twenty. Items are measured as they show, so they may differ
 * in height. The list keeps list semantics (`ul` and `li`); the browser's find-in-page sees only the items shown.
 */
export function VirtualList({ label, count, itemKey, estimateSize, renderItem, itemClassName, className = '' }: VirtualListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page (the window's scroll position of its first item), again whenever the page
  // changes size: a list above this one grows as its items are measured.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const place = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    getItemKey: itemKey,
    overscan: OVERSCAN,
    scrollMargin,
    // The first render already shows the items in the window (the window's size is known before it is measured).
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
  });
  const items = virtualizer.getVirtualItems();
  return (
    <ul ref={listRef} aria-label={label} className={`relative ${className}`} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className={`absolute left-0 top-0 w-full ${itemClassName?.(item.index) ?? ''}`}
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          {renderItem(item.index)}
        </li>
      ))}
    </ul>
  );
}
