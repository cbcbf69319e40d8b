import { Fragment, type ReactNode } from 'react';
import { onDemand, OnDemandOr } from './on-demand.tsx';

/**
 * Long lists: all the items, or on a long day only those near the window, drawn whole. The windowing (TanStack
 * Virtual, `virtual-list.tsx`) is code loaded on demand (decision 021), fetched when a list first needs it: a usual
 * day draws its lists whole and never does. Until it is here a list shows what it can without it, and if it cannot be
 * fetched (offline before the service worker held it) the list stays drawn the plain way: every item whole.
 */

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

/** How an item of a `WindowedList` is to be drawn. */
export interface ItemPlace {
  index: number;
  /**
   * `undefined`: the item is drawn whole (near the window, or the list is not windowed). A number: the item is far
   * from the window and is drawn as its light stand-in, an `li` of this height in pixels.
   */
  standIn?: number;
  /** To be put on a whole item's `li` (with `data-index={index}`) so it is measured; absent when not windowed. */
  measureRef?: (element: HTMLElement | null) => void;
}

export interface WindowedListProps {
  /** Names the list for assistive technology. */
  label: string;
  className?: string;
  /** Whether only the items near the window are drawn whole; when not, every item is, as in any list. */
  windowed: boolean;
  count: number;
  /** A stable key per item (the item at `index`). */
  itemKey: (index: number) => string | number;
  /** A first guess at an item's height in pixels; every item drawn whole is measured. */
  estimateSize: (index: number) => number;
  /** Pixels between two items: the list's own gap (its `className`), which the window must count. */
  gap?: number;
  /** The item, as the `li` its place asks for (whole, or its stand-in). */
  renderItem: (place: ItemPlace) => ReactNode;
}

const windowedCode = onDemand(() => import('./virtual-list.tsx').then((m) => m.WindowedList));
const virtualCode = onDemand(() => import('./virtual-list.tsx').then((m) => m.VirtualList));

/**
 * Fetches the windowing ahead, when a page shows enough items that its lists will need it (a busy day): they then
 * draw windowed at once, rather than plain first and again when the code arrives.
 */
export function prepareLongLists(): void {
  void windowedCode.load().catch(() => undefined);
  void virtualCode.load().catch(() => undefined);
}

/** How many items a `VirtualList` shows while its windowing loads: more than a window holds. */
const FIRST_ITEMS = 40;

/**
 * A list of which, when `windowed`, only the items near the window are drawn whole, one of several on a page (a
 * schedule's open timeslots); the others stay in the list as light stand-ins (see `virtual-list.tsx`). Not windowed,
 * every item is drawn whole, with no code to load.
 */
export function WindowedList(props: WindowedListProps) {
  // A list that becomes windowed (or stops being) is drawn again from scratch: on a busy day, once per crossing.
  if (!props.windowed) return <PlainWindowedList {...props} />;
  // While the code loads every item is its stand-in, as in the windowed list's own first commit (it places itself
  // before it draws any item whole).
  return (
    <OnDemandOr
      code={windowedCode}
      props={props}
      loading={<PlainWindowedList {...props} standIns />}
      failed={<PlainWindowedList {...props} />}
    />
  );
}

function PlainWindowedList({
  label,
  className = '',
  count,
  itemKey,
  estimateSize,
  renderItem,
  standIns = false,
}: WindowedListProps & { standIns?: boolean }) {
  const items: ReactNode[] = [];
  for (let index = 0; index < count; index++) {
    items.push(
      <Fragment key={itemKey(index)}>
        {renderItem(standIns ? { index, standIn: estimateSize(index) } : { index })}
      </Fragment>,
    );
  }
  return (
    <ul aria-label={label} className={className}>
      {items}
    </ul>
  );
}

/**
 * A long list that puts only the items near the window into the page (on the page's own scroll): a list of a
 * thousand items renders as fast as one of twenty. Items may differ in height. Until the windowing is here it shows
 * the first items; without it, all of them.
 */
export function VirtualList(props: VirtualListProps) {
  return (
    <OnDemandOr
      code={virtualCode}
      props={props}
      loading={<PlainVirtualList {...props} count={Math.min(props.count, FIRST_ITEMS)} />}
      failed={<PlainVirtualList {...props} />}
    />
  );
}

function PlainVirtualList({ label, count, itemKey, renderItem, itemClassName, className = '' }: VirtualListProps) {
  const items: ReactNode[] = [];
  for (let index = 0; index < count; index++) {
    items.push(
      <li key={itemKey(index)} className={itemClassName?.(index)}>
        {renderItem(index)}
      </li>,
    );
  }
  return (
    <ul aria-label={label} className={className}>
      {items}
    </ul>
  );
}
