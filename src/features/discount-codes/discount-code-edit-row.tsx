import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { Button } from '../../ui/button.tsx';
import { InlineEditRow } from '../../ui/inline-edit-row.tsx';
import { notify } from '../../ui/notifications.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useGenerateDiscountCode } from './api/generate-discount-code.ts';
import { useSaveDiscountCode } from './api/save-discount-code.ts';
import { DaysCheckboxes } from './days-checkboxes.tsx';
import { draftErrors, inputOf, serverErrorText, type DiscountCodeDraft, type DraftField } from './discount-code-draft.ts';

export interface DiscountCodeEditRowProps {
  /** Names the form: "New discount code" or "Edit discount code {code}". */
  label: string;
  draft: DiscountCodeDraft;
  /** The codes of the other rows, for the uniqueness check. */
  otherCodes: readonly string[];
  colSpan: number;
  online: boolean;
  onChange: (patch: Partial<DiscountCodeDraft>) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/** The inline edit form of one discount code (also the new, unsaved row): messages of spec section 5 in the row. */
export function DiscountCodeEditRow({ label, draft, otherCodes, colSpan, online, onChange, onSaved, onCancel }: DiscountCodeEditRowProps) {
  const [tried, setTried] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // The row opens where the person will type first.
  useEffect(() => codeRef.current?.focus(), []);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveDiscountCode();
  const generate = useGenerateDiscountCode();
  const errors = draftErrors(draft, otherCodes);
  // A refusal from the server (a duplicate code) shows where the same check of the form would show.
  const errorOf = (field: DraftField) => (tried ? errors.find((e) => e.field === field)?.message : undefined) ?? (field === 'code' ? serverError : null);
  const change = (patch: Partial<DiscountCodeDraft>) => {
    setServerError(null);
    onChange(patch);
  };

  const submit = () => {
    setTried(true);
    setServerError(null);
    if (errors.length > 0 || !online) return;
    save.mutate(inputOf(draft), {
      onSuccess: () => {
        notify.success('Save successful');
        onSaved();
      },
      onError: (err) => {
        const text = err instanceof ApiError ? serverErrorText(err.status, err.serverMessage) : null;
        if (text) setServerError(text);
        else notify.error('There was an error while saving item.');
      },
    });
  };

  return (
    <InlineEditRow
      label={label}
      colSpan={colSpan}
      online={online}
      saving={save.isPending}
      onSubmit={submit}
      onCancel={onCancel}
      footer={<DaysCheckboxes value={draft.daysOfWeek} onChange={(daysOfWeek) => change({ daysOfWeek })} error={errorOf('daysOfWeek')} />}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_minmax(6rem,1fr)_minmax(12rem,1.5fr)_minmax(12rem,1.5fr)]">
        <div className="flex items-start gap-2">
          <TextField ref={codeRef} label="Discount code" className="grow" value={draft.code} error={errorOf('code')} onChange={(e) => change({ code: e.target.value })} />
          <Button
            variant="secondary"
            className="mt-6"
            busy={generate.isPending}
            disabled={!online}
            onClick={() =>
              generate.mutate(undefined, {
                onSuccess: (code) => change({ code }),
                onError: () => notify.error('There was an error while fetching data.'),
              })
            }
          >
            Generate
          </Button>
        </div>
        <TextField label="Amount %" inputMode="decimal" value={draft.amount} error={errorOf('amount')} onChange={(e) => change({ amount: e.target.value })} />
        <TextField label="Active since" type="datetime-local" value={draft.activeFrom} onChange={(e) => change({ activeFrom: e.target.value })} />
        <TextField label="Active to" type="datetime-local" value={draft.activeTo} error={errorOf('activeTo')} onChange={(e) => change({ activeTo: e.target.value })} />
      </div>
    </InlineEditRow>
  );
}
