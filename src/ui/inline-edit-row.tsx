import type { ReactNode } from 'react';
import { FormActions } from './form-actions.tsx';

export interface InlineEditRowProps {
  /** Names the form, e.g. "New date filter" or "Edit date filter {name}". */
  label: string;
  /** Columns of the table: the row spans them all. */
  colSpan: number;
  online: boolean;
  saving: boolean;
  /** Why Save is ignored right now (spec section 5's ignored saves): shown beside Save, which stays disabled. */
  ignored?: string | null;
  /** Save was pressed (or Enter in a field): validate and save. */
  onSubmit: () => void;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
  /** Beside Save and Cancel, on their left (e.g. the days of the week). */
  footer?: ReactNode;
  /** Above the fields: e.g. that someone else changed the row meanwhile. */
  notice?: ReactNode;
}

/** An inline edit form as a full-width row of a DataTable (`renderRow`): fields, then a footer with Cancel and Save; Escape cancels. */
export function InlineEditRow({
  label,
  colSpan,
  online,
  saving,
  ignored = null,
  onSubmit,
  onCancel,
  children,
  footer,
  notice,
}: InlineEditRowProps) {
  return (
    <tr className="border-b border-primary-200 bg-primary-50/40">
      <td colSpan={colSpan} className="p-3">
        {/* The form only hears Escape from its own fields (inputs, buttons), which are the interactive elements. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <form
          aria-label={label}
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          // Escape anywhere in the row cancels it, as Cancel does, but never a save under way; a widget inside that
          // used the key itself (prevented its default) keeps it.
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || saving || event.defaultPrevented) return;
            event.preventDefault();
            onCancel();
          }}
        >
          {notice}
          {children}
          <div className="flex flex-wrap items-end justify-between gap-3">
            {footer}
            <FormActions
              online={online}
              saving={saving}
              saveDisabled={ignored !== null}
              cancelDisabled={saving}
              onCancel={onCancel}
              className="justify-end"
            >
              {ignored !== null && <span className="text-sm text-gray-700">{ignored}</span>}
            </FormActions>
          </div>
        </form>
      </td>
    </tr>
  );
}
