import { createContext, type ComponentType } from 'react';
import type { HistoryEntry, HistoryResource } from '../../../contract/history.ts';
import type { LabelOf } from './history-values.ts';

/** Which record's history, and how its fields are named. */
export interface RecordHistoryProps {
  resource: HistoryResource;
  id: string | number;
  labelOf: LabelOf;
  /** Who made the record and when, for one made before the log began (its first entry is not in the log). */
  made?: { by: string; at: string };
  /** A revert made here has been stored (its entry, by the person who reverted), before the reads refresh. */
  onReverted?: (entry: HistoryEntry) => void;
}

export interface HistoryDialogProps extends RecordHistoryProps {
  /** "History of {what}". */
  what: string;
  onClose: () => void;
}

/**
 * The history dialog, which reads the change log and reverts (src/entities/history): given by the app
 * (src/app/app.tsx), since src/ui has no data access. Without one, no History button shows (a unit test's screen).
 */
export const HistoryDialogSlot = createContext<ComponentType<HistoryDialogProps> | null>(null);

/**
 * Told of every revert made from a History button within it: the edit page (edit-page-shell.tsx) takes the record
 * its own revert made as the one it edits, with no "changed while you were editing" about it.
 */
export const RevertsHere = createContext<((entry: HistoryEntry) => void) | null>(null);
