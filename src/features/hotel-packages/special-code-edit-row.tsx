import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { CodeDraft } from './special-code-draft.ts';

export interface SpecialCodeEditRowProps {
  draft: CodeDraft;
  onChange: (patch: Partial<CodeDraft>) => void;
  onGenerate: () => void;
  onSave: () => void;
  onCancel: () => void;
  errors: readonly string[];
  generating: boolean;
  saving: boolean;
  online: boolean;
  /** Columns of the table, for the error line under the row. */
  colSpan: number;
  created: string;
  updated: string;
}

/** One special code in edit or new-row mode: code with Generate, active from and to; errors in a line under it. */
export function SpecialCodeEditRow(props: SpecialCodeEditRowProps) {
  const { draft, onChange, errors } = props;
  const invalid = errors.length > 0;
  return (
    <>
      <tr className="border-b border-gray-100 bg-primary-50/40" aria-label={draft.id ? `Editing ${draft.specialCode}` : 'New special code'}>
        <td className="px-3 py-2 align-top">
          <div className="flex items-end gap-1">
            <TextField
              label="Special code"
              hideLabel
              value={draft.specialCode}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange({ specialCode: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') props.onSave();
                if (e.key === 'Escape') props.onCancel();
              }}
              className="min-w-36"
            />
            <Button variant="secondary" busy={props.generating} onClick={props.onGenerate}>
              Generate
            </Button>
          </div>
        </td>
        <td className="px-3 py-2 align-top">
          <TextField label="Active from" hideLabel type="datetime-local" value={draft.activeFrom} onChange={(e) => onChange({ activeFrom: e.target.value })} />
        </td>
        <td className="px-3 py-2 align-top">
          <TextField label="Active to" hideLabel type="datetime-local" value={draft.activeTo} onChange={(e) => onChange({ activeTo: e.target.value })} />
        </td>
        <td className="px-3 py-2 align-top text-sm">{props.created}</td>
        <td className="px-3 py-2 align-top text-sm">{props.updated}</td>
        <td className="px-3 py-2 align-top">
          <div className="flex gap-1">
            <Button busy={props.saving} disabled={!props.online} onClick={props.onSave}>
              Save
            </Button>
            <Button variant="ghost" onClick={props.onCancel}>
              Cancel
            </Button>
          </div>
        </td>
      </tr>
      {invalid && (
        <tr>
          <td colSpan={props.colSpan} className="px-3 pb-2">
            <div role="alert" className="rounded bg-secondary-50 p-2 text-sm text-secondary-800">
              {errors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
