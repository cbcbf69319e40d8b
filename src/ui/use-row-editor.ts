import { useState } from 'react';

/**
 * The row state of spec section 4 for special and discount codes, and of every list with inline editing:
 * view mode, per-row edit mode, or new-row mode (an unsaved row added locally; cancel removes it).
 * Only one row is edited at a time, so while `busy` the other edit and add buttons are disabled.
 */
export type RowEditState<T> = { mode: 'view' } | { mode: 'edit'; key: string | number; draft: T } | { mode: 'new'; draft: T };

export interface RowEditor<T> {
  state: RowEditState<T>;
  /** A row is being edited or added. */
  busy: boolean;
  /** The draft being edited or added, if any. */
  draft: T | null;
  isEditing: (key: string | number) => boolean;
  isNew: boolean;
  startEdit: (key: string | number, draft: T) => void;
  startNew: (draft: T) => void;
  /** Changes the draft; a no-op in view mode. */
  update: (patch: Partial<T>) => void;
  /** Back to view mode: the draft (and a new row) is dropped. */
  cancel: () => void;
}

/**
 * @example
 * const rows = useRowEditor<DiscountCodeDraft>();
 * <Button disabled={rows.busy} onClick={() => rows.startNew(emptyDraft())}>Add</Button>
 * {rows.isEditing(code.id) ? <EditRow draft={rows.draft!} onChange={rows.update} /> : <ViewRow />}
 */
export function useRowEditor<T extends object>(): RowEditor<T> {
  const [state, setState] = useState<RowEditState<T>>({ mode: 'view' });
  return {
    state,
    busy: state.mode !== 'view',
    draft: state.mode === 'view' ? null : state.draft,
    isEditing: (key) => state.mode === 'edit' && state.key === key,
    isNew: state.mode === 'new',
    startEdit: (key, draft) => setState({ mode: 'edit', key, draft }),
    startNew: (draft) => setState({ mode: 'new', draft }),
    update: (patch) => setState((current) => (current.mode === 'view' ? current : { ...current, draft: { ...current.draft, ...patch } })),
    cancel: () => setState({ mode: 'view' }),
  };
}
