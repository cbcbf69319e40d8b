import { describe, expect, it } from 'vitest';
import type { Restriction } from '../../contract/restrictions.ts';
import {
  addRestriction,
  moveRestriction,
  restrictionsMissingFilter,
  toEditableRestrictions,
  toggleRestrictionDeleted,
  toRestrictionInputs,
  updateRestriction,
  type EditableRestriction,
} from './restrictions.ts';

const filter = (id: number) => ({
  id,
  version: 1,
  name: `F${id}`,
  isAnnual: false,
  dates: [],
  daysOfWeek: [],
  fromDate: null,
  toDate: null,
  hours: 0,
});
const saved: Restriction[] = [
  { id: 11, priority: 3, isGlobal: false, isProductAvailable: false, isDeleted: false, dateFilter: filter(2) },
  { id: 10, priority: 0, isGlobal: true, isProductAvailable: true, isDeleted: false, dateFilter: filter(1) },
  { id: 12, priority: 5, isGlobal: false, isProductAvailable: true, isDeleted: false, dateFilter: null },
];
const ids = (list: EditableRestriction[]) => list.map((r) => r.id);
const priorities = (list: EditableRestriction[]) => list.map((r) => r.priority);

describe('restrictions', () => {
  it('orders saved restrictions by priority and takes the date filter by id', () => {
    const list = toEditableRestrictions(saved);
    expect(ids(list)).toEqual([10, 11, 12]);
    expect(list.map((r) => r.dateFilterFk)).toEqual([1, 2, null]);
  });

  it('adds a non-global, unavailable restriction with the highest priority plus one', () => {
    const list = addRestriction(toEditableRestrictions(saved), 4);
    expect(list.at(-1)).toMatchObject({
      id: 0,
      priority: 6,
      isGlobal: false,
      isProductAvailable: false,
      isDeleted: false,
      dateFilterFk: 4,
    });
    const two = addRestriction(list);
    expect(two.at(-1)?.priority).toBe(7);
    expect(two.at(-1)?.key).not.toBe(list.at(-1)?.key);
    expect(addRestriction([])[0]?.priority).toBe(0);
  });

  it('moves up and down by swapping priorities with the neighbour; the ends stay put', () => {
    const list = toEditableRestrictions(saved);
    const up = moveRestriction(list, 'saved-12', 'up');
    expect(ids(up)).toEqual([10, 12, 11]);
    expect(priorities(up)).toEqual([0, 3, 5]);
    const down = moveRestriction(up, 'saved-10', 'down');
    expect(ids(down)).toEqual([12, 10, 11]);
    expect(priorities(down)).toEqual([0, 3, 5]);
    expect(moveRestriction(down, 'saved-12', 'up')).toEqual(down);
    expect(moveRestriction(down, 'saved-11', 'down')).toEqual(down);
  });

  it('numbers equal priorities first, so a move always changes the order', () => {
    const list = addRestriction(addRestriction([]));
    const tied = list.map((r) => ({ ...r, priority: 2 }));
    const moved = moveRestriction(tied, tied[1]!.key, 'up');
    expect(moved.map((r) => r.key)).toEqual([tied[1]!.key, tied[0]!.key]);
    expect(priorities(moved)).toEqual([0, 1]);
  });

  it('marks deleted and restores, and saves with the date filter id', () => {
    let list = addRestriction(toEditableRestrictions(saved), 3);
    list = toggleRestrictionDeleted(list, 'saved-11');
    list = updateRestriction(list, list.at(-1)!.key, { isProductAvailable: true });
    expect(list.find((r) => r.id === 11)?.isDeleted).toBe(true);
    expect(toRestrictionInputs(list)).toEqual([
      { id: 10, priority: 0, isProductAvailable: true, dateFilterFk: 1, isDeleted: false, isGlobal: true },
      { id: 11, priority: 3, isProductAvailable: false, dateFilterFk: 2, isDeleted: true, isGlobal: false },
      { id: 12, priority: 5, isProductAvailable: true, dateFilterFk: null, isDeleted: false, isGlobal: false },
      { id: 0, priority: 6, isProductAvailable: true, dateFilterFk: 3, isDeleted: false, isGlobal: false },
    ]);
    list = toggleRestrictionDeleted(toggleRestrictionDeleted(list, 'saved-11'), list.at(-1)!.key);
    expect(list.find((r) => r.id === 11)?.isDeleted).toBe(false);
    // A new restriction deleted before the save is not sent at all.
    expect(ids(toRestrictionInputs(list) as EditableRestriction[])).toEqual([10, 11, 12]);
  });

  it('holds the save while a kept restriction has no date filter; a deleted one needs none', () => {
    let list = addRestriction(toEditableRestrictions(saved));
    const added = list.at(-1)!.key;
    expect([...restrictionsMissingFilter(list)]).toEqual(['saved-12', added]);
    list = updateRestriction(list, added, { dateFilterFk: 2 });
    list = toggleRestrictionDeleted(list, 'saved-12');
    expect(restrictionsMissingFilter(list).size).toBe(0);
  });
});
