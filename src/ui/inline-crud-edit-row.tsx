import { useEffect, useState, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { setServerErrors, useContractForm, type ContractForm, type FieldMessages } from './form/use-contract-form.ts';
import { InlineEditRow } from './inline-edit-row.tsx';
import { notify } from './notifications.ts';
import { ChangedMeanwhile, changedByText, conflictOf, useSettleConflict, versionOf } from './version-conflict.tsx';

/** The inline-CRUD table's edit row: its form, Save with its toasts, a refusal on its field or merged, Cancel. */

/** The edit row of a list: a form over a schema derived from the contract, and its fields. */
export interface InlineCrudForm<T, S extends z.core.$ZodType> {
  schema: S;
  /** The spec's text for each field (spec section 5). */
  messages?: FieldMessages;
  /** The form's values for a row, or for the new row when `row` is left out. */
  values: (row?: T) => z.input<S>;
  /** The fields, laid out as the row wants them; `row` is left out for the new row. */
  fields: (form: ContractForm<S>, row?: T) => ReactNode;
  /** Beside Save and Cancel, on their left (e.g. the days of the week). */
  footer?: (form: ContractForm<S>) => ReactNode;
  /**
   * A save the spec ignores (e.g. "save ignored when the key is empty"): returns why, and Save stays disabled with
   * that reason beside it while it holds; Enter does nothing either. Null when the row may be saved.
   */
  ignoreSave?: (values: z.input<S>) => string | null;
  /** The field the row opens on; by row when the new row and an edited one start in different places. */
  focus?: string | ((row?: T) => string);
  /** Names the form: "New date filter" / "Edit date filter {name}". */
  newLabel: string;
  editLabel: (row: T) => string;
}

interface InlineCrudEditRowProps<T, S extends z.core.$ZodType> {
  form: InlineCrudForm<T, S>;
  row: T | undefined;
  colSpan: number;
  online: boolean;
  onSave: (value: z.output<S>, row?: T) => Promise<unknown>;
  saveSuccess: string;
  saveError: string;
  /** `answer`: the record the save answered, when it answered one of this list's rows (with a version). */
  onDone: (saved: boolean, answer?: T) => void;
}

/** One row of `InlineCrudTable` in edit (or its unsaved new row), saved through `onSave`; `onDone` closes it. */
export function InlineCrudEditRow<T, S extends z.core.$ZodType>({
  form: config,
  row,
  colSpan,
  online,
  onSave,
  saveSuccess,
  saveError,
  onDone,
}: InlineCrudEditRowProps<T, S>) {
  const [initial] = useState(() => config.values(row));
  const form = useContractForm(config.schema, { defaultValues: initial as never, messages: config.messages });
  // The record the next save is based on: the row as opened, then as it was when a save was refused for a change
  // someone made meanwhile (the person has seen that change, merged into the form).
  const [basedOn, setBasedOn] = useState(row);
  const settleConflict = useSettleConflict();
  const focus = typeof config.focus === 'function' ? config.focus(row) : config.focus;
  // The row opens where the person will type first.
  useEffect(() => {
    if (focus) form.setFocus(focus as Path<z.input<S> & FieldValues>);
  }, [form, focus]);

  // The spec's ignored save: watched, so Save disables (with the reason) as the person types.
  const ignored = config.ignoreSave ? config.ignoreSave(form.watch()) : null;
  const submit = form.handleSubmit(async (value) => {
    if (!online || (config.ignoreSave && config.ignoreSave(form.getValues()))) return;
    try {
      const answer = await onSave(value, basedOn);
      notify.success(saveSuccess);
      onDone(true, versionOf(answer) === undefined ? undefined : (answer as T));
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict?.current === null) {
        // Deleted meanwhile: nothing left to save to (the reloaded list no longer has it).
        notify.error(`${saveError}\n${changedByText(conflict)}`);
        onDone(false);
        return;
      }
      if (conflict && basedOn !== undefined) {
        const now = conflict.current === null ? null : (conflict.current as T);
        const valuesOf = (record: T) => config.values(record) as FieldValues;
        await settleConflict(form, conflict, valuesOf(basedOn), now && valuesOf(now));
        if (now) setBasedOn(now);
        return;
      }
      if (!setServerErrors(form, error, config.messages)) notify.error(saveError);
      // Deleted elsewhere: there is nothing left to edit (the reloaded list no longer has it).
      if ((error as { status?: number } | null)?.status === 404) onDone(false);
    }
  });

  return (
    <InlineEditRow
      label={row === undefined ? config.newLabel : config.editLabel(row)}
      colSpan={colSpan}
      online={online}
      saving={form.formState.isSubmitting}
      ignored={ignored}
      onSubmit={() => void submit()}
      onCancel={() => onDone(false)}
      footer={config.footer?.(form)}
      notice={<ChangedMeanwhile opened={basedOn} latest={row} />}
    >
      {config.fields(form, row)}
    </InlineEditRow>
  );
}
