import { defaultRangeExtractor, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import type { ItemPlace, VirtualListProps, WindowedListProps } from './long-list.tsx';

/** The virtualizer never scrolls the window itself when an item is measured (see `inFlow`). */
function leaveScrollToBrowser(virtualizer: Virtualizer<Window, Element>): void {
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false;
}

/** How many items beyond the window are kept rendered, above and below. */
const OVERSCAN = 8;
/** How far (pixels) from the window a list must be for none of its items to be drawn. */
const NEAR_PX = 400;

interface WindowOptions {
  /** Whether the list follows the window at all (a list that does not renders nothing through it). */
  enabled: boolean;
  count: number;
  itemKey: (index: number) => string | number;
  estimateSize: (index: number) => number;
  /** Pixels between two items (the list's own `gap`). */
  gap?: number;
  /** An item kept rendered wherever the window is (the one holding the focus). */
  keep?: number | null;
  /**
   * The items are in the page's flow (not placed by the virtualizer): an item above the window that grows or shrinks
   * as it is measured moves the rest itself, and the browser's scroll anchoring keeps what is on screen in place, so
   * the virtualizer must not scroll the window as well.
   */
  inFlow?: boolean;
}

/**
 * The windowing of the long lists of `long-list.tsx`, loaded on demand (decision 021): TanStack Virtual is not on
 * the first route, and a usual day's schedule never needs it.
 */

/**
 * The window virtualizer of one list on the page's own scroll (TanStack Virtual). Where the list starts on the page
 * (its scroll margin) is read from the page before any item is chosen, and again whenever the page changes size (a
 * list above this one grows as its items are measured): until then no item is in the window, so a page of many lists
 * does not first draw each list's head as if it were at the top of the page.
 */
function useListWindow<E extends HTMLElement>(
  listRef: RefObject<E | null>,
  { enabled, count, itemKey, estimateSize, gap = 0, keep = null, inFlow = false }: WindowOptions,
) {
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  // Whether the list is near the window at all (several lists follow the one window: one wholly away from it draws
  // no item, rather than the few at its end nearest the window that the virtualizer's range always holds).
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    const place = () => {
      const rect = list.getBoundingClientRect();
      setScrollMargin(rect.top + window.scrollY);
      setNear(rect.bottom > -NEAR_PX && rect.top < window.innerHeight + NEAR_PX);
    };
    place();
    const resized = new ResizeObserver(place);
    resized.observe(document.body);
    const seen = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), {
      rootMargin: `${NEAR_PX}px 0px`,
    });
    seen.observe(list);
    return () => {
      resized.disconnect();
      seen.disconnect();
      setScrollMargin(null);
    };
  }, [enabled, listRef]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
    [keep],
  );
  const placed = enabled && scrollMargin !== null;
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    getItemKey: itemKey,
    overscan: OVERSCAN,
    gap,
    enabled: placed,
    scrollMargin: scrollMargin ?? 0,
    rangeExtractor,
    // The first render already shows the items in the window (the window's size is known before it is measured).
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
  });
  useLayoutEffect(() => {
    if (inFlow) leaveScrollToBrowser(virtualizer);
  }, [inFlow, virtualizer]);
  return { virtualizer, placed, near: placed && near };
}

/**
 * A long list that puts only the items near the window into the page (TanStack Virtual, on the page's own scroll):
 * a list of a thousand items renders as fast as one of twenty. Items are measured as they show, so they may differ
 * in height. The list keeps list semantics (`ul` and `li`); the browser's find-in-page sees only the items shown.
 */
export function VirtualList({
  label,
  count,
  itemKey,
  estimateSize,
  renderItem,
  itemClassName,
  className = '',
}: VirtualListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const { virtualizer, placed } = useListWindow(listRef, { enabled: true, count, itemKey, estimateSize });
  const items = placed ? virtualizer.getVirtualItems() : [];
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={`relative ${className}`}
      style={{ height: virtualizer.getTotalSize() }}
    >
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

/**
 * A list of which only the items near the window are drawn whole, one of several on a page (a schedule's open
 * timeslots): each list finds where it starts on the page and follows the window (TanStack Virtual, as
 * `VirtualList`), with items of any height (measured as they show). Unlike `VirtualList`, every item stays in the
 * list, in the page's flow: those far from the window as light stand-ins (an `li` of the item's height, with its
 * name and a few words), so the list keeps its length for assistive technology, the browser's find-in-page finds any
 * item (and scrolling there draws it whole), and a test can scroll an item into view by its name. The item holding
 * the focus stays whole wherever the window goes, and for printing every item is drawn whole.
 */
export function WindowedList({
  label,
  className = '',
  windowed,
  count,
  itemKey,
  estimateSize,
  gap = 0,
  renderItem,
}: WindowedListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The last item that held the focus (its buttons, or a dialog it opened) stays whole while it is away.
  const [keep, setKeep] = useState<number | null>(null);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = event.target instanceof Element ? event.target.closest('[data-index]') : null;
    const index = item && listRef.current?.contains(item) ? Number(item.getAttribute('data-index')) : NaN;
    if (Number.isInteger(index)) setKeep(index);
  };
  const printing = usePrinting(windowed);
  const { virtualizer, near } = useListWindow(listRef, {
    enabled: windowed && !printing,
    count,
    itemKey,
    estimateSize,
    gap,
    keep,
    inFlow: true,
  });
  const whole = new Set(near ? virtualizer.getVirtualIndexes() : keep === null ? [] : [keep]);
  const items: ReactNode[] = [];
  for (let index = 0; index < count; index++) {
    let place: ItemPlace = { index };
    if (windowed && !printing) {
      const key = itemKey(index);
      place = whole.has(index)
        ? { index, measureRef: virtualizer.measureElement }
        : { index, standIn: virtualizer.itemSizeCache.get(key) ?? estimateSize(index) };
    }
    items.push(<Fragment key={itemKey(index)}>{renderItem(place)}</Fragment>);
  }
  return (
    <ul ref={listRef} aria-label={label} className={className} onFocus={windowed ? onFocus : undefined}>
      {items}
    </ul>
  );
}

/** Whether the page is being printed (then a windowed list draws every item whole, before the page is laid out). */
function usePrinting(windowed: boolean): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!windowed) return;
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [windowed]);
  return printing;
}
