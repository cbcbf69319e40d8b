import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { revertRefusedSchema, type HistoryEntry } from '../../../contract/history.ts';
import { writerName } from '../../../contract/history-writers.ts';
import type { RecordHistoryProps } from '../../ui/history/history-slot.ts';
import { ApiError } from '../../api/api-errors.ts';
import { recordHistoryQuery, useRevert } from './history-queries.ts';
import { useHistoryNames } from './history-names.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { FETCH_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { HistoryEntryView } from '../../ui/history/history-entry.tsx';
import { revertRefusedText } from '../../ui/history/field-values.ts';
import { stamp, type LabelOf } from '../../ui/history/history-values.ts';
import { lacksConnection } from '../../ui/read-state.ts';

const PAGE = 20;
export const NO_HISTORY = 'No changes recorded yet.';
export const HISTORY_NEEDS_CONNECTION = 'The history needs a connection.';
export const REVERTED = 'Change reverted';
export const REVERT_ERROR = 'There was an error while reverting the change.';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const useDeviceOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

interface RevertActionProps {
  entry: HistoryEntry;
  labelOf: LabelOf;
  online: boolean;
  onReverted?: (entry: HistoryEntry) => void;
}

/**
 * Revert, with a confirmation; or who reverted the entry already. A refusal (409: changed since, in use...) is said
 * here, under the entry, in the dialog the person is looking at (a toast would open behind it).
 */
function RevertAction({ entry, labelOf, online, onReverted }: RevertActionProps) {
  const confirm = useConfirm();
  const revert = useRevert(onReverted);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (entry.revertedBy) {
    return (
      <p className="text-sm text-gray-600">
        Reverted by {writerName(entry.revertedBy.userName)} on {stamp(entry.revertedBy.at)}
      </p>
    );
  }
  const what =
    entry.action === 'create'
      ? `delete ${entry.label || 'this record'} again`
      : entry.action === 'delete'
        ? `put ${entry.label || 'this record'} back`
        : 'put back the values from before it';
  const ask = async () => {
    const yes = await confirm({
      title: 'Revert this change?',
      message: `This will ${what}, as a new change in your name. The change by ${writerName(entry.userName)} on ${stamp(entry.at)} stays in the history.`,
      confirmLabel: 'Revert',
    });
    if (!yes) return;
    setRefusal(null);
    try {
      await revert.mutateAsync(entry.id);
      notify.success(REVERTED);
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 409;
      const detail = refused ? revertRefusedSchema.safeParse(error.details) : undefined;
      setRefusal(
        refused
          ? revertRefusedText(entry.resource, detail?.success ? detail.data : undefined, error.serverMessage, labelOf)
          : REVERT_ERROR,
      );
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        className="min-h-9 px-3 text-sm"
        busy={revert.isPending}
        disabled={!online}
        onClick={() => void ask()}
      >
        Revert
      </Button>
      {refusal && (
        <p role="alert" className="rounded bg-secondary-50 px-2 py-1 text-sm text-secondary-800 wrap-anywhere">
          {refusal}
        </p>
      )}
    </div>
  );
}

export type HistoryListProps = RecordHistoryProps;

/** A record's history, newest first, with Revert on each change and more on demand. */
export function HistoryList({ resource, id, labelOf, made, onReverted }: HistoryListProps) {
  const [shown, setShown] = useState(PAGE);
  const online = useDeviceOnline();
  const query = useQuery(recordHistoryQuery(resource, id, shown));
  const page = query.data;
  const nameOf = useHistoryNames(page?.items);
  let body: ReactNode;
  if (!page) {
    body = lacksConnection(query) ? (
      <p className="text-gray-700">{HISTORY_NEEDS_CONNECTION}</p>
    ) : query.isError ? (
      <p className="text-gray-700">{FETCH_ERROR}</p>
    ) : (
      <Spinner label="Loading history" />
    );
  } else {
    const madeShown = made && !page.items.some((e) => e.action === 'create') && page.items.length >= page.totalItems;
    body = (
      <>
        {!page.exists && page.items.length > 0 && (
          <p role="status" className="rounded bg-amber-50 p-2 text-sm font-medium text-amber-900">
            This record has been deleted. Its history is kept.
          </p>
        )}
        {page.items.length === 0 && !madeShown && <p className="text-gray-700">{NO_HISTORY}</p>}
        <div>
          {page.items.map((entry) => (
            <HistoryEntryView
              key={entry.id}
              entry={entry}
              labelOf={labelOf}
              nameOf={nameOf}
              footer={<RevertAction entry={entry} labelOf={labelOf} online={online} onReverted={onReverted} />}
            />
          ))}
          {madeShown && (
            <p className="py-3 text-sm text-gray-700">
              <span className="font-medium text-gray-900">{writerName(made.by)}</span> · {stamp(made.at)} · Created
            </p>
          )}
        </div>
        {page.items.length < page.totalItems && (
          <Button variant="ghost" busy={query.isFetching} onClick={() => setShown((n) => n + PAGE)}>
            Show more ({page.totalItems - page.items.length} older)
          </Button>
        )}
      </>
    );
  }
  return <div className="flex flex-col gap-2">{body}</div>;
}
