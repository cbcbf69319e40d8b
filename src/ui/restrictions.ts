import type { Restriction, RestrictionInput } from '../../contract/restrictions.ts';
import { moveByOrder, type Direction } from './ordering.ts';

/**
 * A restriction as the editor holds it (spec sections 3 and 4): the date filter by id, and a `key` of its own so a
 * new restriction (id 0 until saved) has a stable identity.
 */
export interface EditableRestriction {
  key: string;
  id: number;
  priority: number;
  isGlobal: boolean;
  isProductAvailable: boolean;
  isDeleted: boolean;
  dateFilterFk: number | null;
}

/** Ordered by priority; equal priorities keep their order. */
export function sortRestrictions(list: readonly EditableRestriction[]): EditableRestriction[] {
  return list
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.priority - b.row.priority || a.index - b.index)
    .map(({ row }) => row);
}

/** The saved restrictions of a product, ready to edit. */
export function toEditableRestrictions(saved: readonly Restriction[]): EditableRestriction[] {
  return sortRestrictions(
    saved.map((r) => ({
      key: `saved-${r.id}`,
      id: r.id,
      priority: r.priority,
      isGlobal: r.isGlobal,
      isProductAvailable: r.isProductAvailable,
      isDeleted: r.isDeleted,
      dateFilterFk: r.dateFilter?.id ?? null,
    })),
  );
}

let newKeys = 0;

/** Spec section 4: a new non-global restriction gets the highest priority plus one and defaults to unavailable. */
export function addRestriction(
  list: readonly EditableRestriction[],
  dateFilterFk: number | null = null,
): EditableRestriction[] {
  const highest = list.reduce((max, row) => Math.max(max, row.priority), -1);
  newKeys += 1;
  const added: EditableRestriction = {
    key: `new-${newKeys}`,
    id: 0,
    priority: highest + 1,
    isGlobal: false,
    isProductAvailable: false,
    isDeleted: false,
    dateFilterFk,
  };
  return [...sortRestrictions(list), added];
}

/**
 * Up or down swaps the priorities of a restriction and its neighbour (spec section 4). Neighbours with the same
 * priority would swap nothing, so then the list is first numbered 0, 1, 2... in its shown order.
 */
export function moveRestriction(
  list: readonly EditableRestriction[],
  key: string,
  direction: Direction,
): EditableRestriction[] {
  const rows = sortRestrictions(list);
  return sortRestrictions(
    moveByOrder(
      rows,
      rows.findIndex((row) => row.key === key),
      direction,
      'priority',
    ),
  );
}

/** Marks a restriction deleted, or restores it; nothing is removed before the save. */
export function toggleRestrictionDeleted(list: readonly EditableRestriction[], key: string): EditableRestriction[] {
  return list.map((row) => (row.key === key ? { ...row, isDeleted: !row.isDeleted } : row));
}

export function updateRestriction(
  list: readonly EditableRestriction[],
  key: string,
  patch: Partial<Pick<EditableRestriction, 'isProductAvailable' | 'dateFilterFk'>>,
): EditableRestriction[] {
  return list.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/**
 * What is saved (spec section 7: id, isProductAvailable, priority, dateFilterFk, isDeleted): deleted saved ones are
 * sent marked deleted; a new one deleted before the save was never there.
 */
export function toRestrictionInputs(list: readonly EditableRestriction[]): RestrictionInput[] {
  return sortRestrictions(list)
    .filter((row) => !(row.id === 0 && row.isDeleted))
    .map(({ id, isProductAvailable, priority, dateFilterFk, isDeleted, isGlobal }) => ({
      id,
      isProductAvailable,
      priority,
      dateFilterFk,
      isDeleted,
      isGlobal,
    }));
}

/** Keys of the kept restrictions that have no date filter yet: saving waits for them (each picks one). */
export function restrictionsMissingFilter(list: readonly EditableRestriction[]): Set<string> {
  return new Set(list.filter((row) => !row.isDeleted && row.dateFilterFk === null).map((row) => row.key));
}
