import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SPECIAL_CODE_MESSAGES, type SpecialCode } from '../../../contract/codes.ts';
import { ApiError } from '../../api/http.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { notify } from '../../ui/notifications.ts';
import { useRowEditor } from '../../ui/use-row-editor.ts';
import { isSpecialCodeFree } from './api/check-special-code.ts';
import { useDeleteSpecialCode } from './api/delete-special-code.ts';
import { generateSpecialCode } from './api/generate-special-code.ts';
import { HOTEL_PACKAGE_CODE_TYPE, specialCodesQuery } from './api/get-special-codes.ts';
import { useSaveSpecialCode } from './api/save-special-code.ts';
import { codeDraftOf, codeErrors, codeInput, emptyCodeDraft, NEW_ROW_ID, tableDate, type CodeDraft } from './special-code-draft.ts';
import { SpecialCodeEditRow } from './special-code-edit-row.tsx';

const SAVE_ERROR = 'There was an error while saving item.';
const stamp = (at: string | null, by: string | null) => (at ? `${tableDate(at)} ${by ?? ''}`.trim() : '');

/** The package's special codes: view, per-row edit, new-row mode (unsaved until saved; Cancel removes it), delete. */
export function SpecialCodesTable({ clockId }: { clockId: string }) {
  const titleId = useId();
  const codes = useQuery(specialCodesQuery(clockId));
  const online = useOnline();
  const confirm = useConfirm();
  const rows = useRowEditor<CodeDraft>();
  const save = useSaveSpecialCode(clockId);
  const remove = useDeleteSpecialCode(clockId);
  const [errors, setErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [generating, setGenerating] = useState(false);

  const start = (run: () => void) => {
    setErrors([]);
    run();
  };

  const saveRow = async () => {
    const draft = rows.draft;
    if (!draft || !online) return;
    const local = codeErrors(draft);
    setErrors(local);
    if (local.length > 0) return;
    setChecking(true);
    const free = await isSpecialCodeFree(draft.specialCode.trim(), draft.id).catch(() => null);
    setChecking(false);
    if (free === null) return notify.error(SAVE_ERROR);
    if (!free) return setErrors([SPECIAL_CODE_MESSAGES.taken]);
    save.mutate(codeInput(draft, clockId), {
      onSuccess: () => {
        rows.cancel();
        notify.success('Save successful');
      },
      onError: (err) => {
        // Someone else took the code between the check and the save: the database refuses it.
        if (err instanceof ApiError && err.status === 409) setErrors([SPECIAL_CODE_MESSAGES.taken]);
        else notify.error(SAVE_ERROR);
      },
    });
  };

  const generate = async () => {
    setGenerating(true);
    try {
      rows.update({ specialCode: await generateSpecialCode() });
    } catch {
      notify.error('There was an error while fetching data.');
    } finally {
      setGenerating(false);
    }
  };

  const askDelete = async (code: SpecialCode) => {
    const ok = await confirm({ title: 'Delete special code', message: `Are you sure you want to delete '${code.specialCode}'?`, danger: true });
    if (ok) remove.mutate(code.id, { onError: () => notify.error('There was an error while deleting item.') });
  };

  const columns: Array<Column<SpecialCode>> = [
    { id: 'specialCode', header: 'Special code', cell: (c) => c.specialCode },
    { id: 'activeFrom', header: 'Active from', cell: (c) => tableDate(c.activeFrom), className: 'whitespace-nowrap' },
    { id: 'activeTo', header: 'Active to', cell: (c) => tableDate(c.activeTo), className: 'whitespace-nowrap' },
    { id: 'created', header: 'Created', cell: (c) => stamp(c.createdAt, c.createdBy), className: 'text-sm' },
    { id: 'updated', header: 'Updated', cell: (c) => stamp(c.updatedAt, c.updatedBy), className: 'text-sm' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <div className="flex gap-1">
          <Button variant="ghost" disabled={rows.busy} aria-label={`Edit ${c.specialCode}`} onClick={() => start(() => rows.startEdit(c.id, codeDraftOf(c)))}>
            Edit
          </Button>
          <Button variant="ghost" disabled={rows.busy || !online} aria-label={`Delete ${c.specialCode}`} onClick={() => void askDelete(c)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const newRow: SpecialCode = { id: NEW_ROW_ID, specialCode: '', type: HOTEL_PACKAGE_CODE_TYPE, packageId: clockId, activeFrom: null, activeTo: null, createdAt: '', createdBy: '', updatedAt: null, updatedBy: null };
  const shown = codes.isError ? [] : codes.data && (rows.isNew ? [...codes.data, newRow] : codes.data);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-normal text-primary-900">
          Special codes
        </h2>
        <div className="flex items-center gap-2">
          <AddAction online={online} disabled={rows.busy} onClick={() => start(() => rows.startNew(emptyCodeDraft()))}>
            Add special code
          </AddAction>
        </div>
      </div>
      <DataTable
        label="Special codes"
        columns={columns}
        rows={shown}
        rowKey={(c) => c.id}
        loading={codes.isFetching}
        emptyText="No special codes yet."
        renderRow={(code, cells) =>
          rows.draft && (code.id === NEW_ROW_ID ? rows.isNew : rows.isEditing(code.id)) ? (
            <SpecialCodeEditRow
              draft={rows.draft}
              onChange={rows.update}
              onGenerate={() => void generate()}
              onSave={() => void saveRow()}
              onCancel={() => start(rows.cancel)}
              errors={errors}
              generating={generating}
              saving={checking || save.isPending}
              online={online}
              colSpan={columns.length}
              created={stamp(code.createdAt || null, code.createdBy)}
              updated={stamp(code.updatedAt, code.updatedBy)}
            />
          ) : (
            <tr className="border-b border-gray-100">{cells}</tr>
          )
        }
      />
    </section>
  );
}
