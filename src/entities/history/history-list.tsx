import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { revertRefusedSchema, type HistoryEntry } from '../../../contract/history.ts';
import { writerName } from '../../../contract/history-writers.ts';
import type { RecordHistoryProps } from '../../ui/history/history-slot.ts';
import { ApiError } from '../../api/api-errors.ts';
import { defineMessages, useIntl } from '../../i18n/intl.ts';
import { serverSaid, serverText } from '../../i18n/server-text.ts';
import { recordHistoryQuery, useRevert } from './history-queries.ts';
import { useHistoryNames } from './history-names.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { HistoryEntryView } from '../../ui/history/history-entry.tsx';
import { ACTIONS, revertRefusedText } from '../../ui/history/field-values.ts';
import { SEPARATOR, stamp, type LabelOf } from '../../ui/history/history-values.ts';
import { lacksConnection } from '../../ui/read-state.ts';

const PAGE = 20;

const M = defineMessages({
  noHistory: { id: 'history.list.empty', defaultMessage: 'No changes recorded yet.' },
  needsConnection: { id: 'history.list.needsConnection', defaultMessage: 'The history needs a connection.' },
  loading: { id: 'history.list.loading', defaultMessage: 'Loading history' },
  deleted: { id: 'history.list.deleted', defaultMessage: 'This record has been deleted. Its history is kept.' },
  revert: { id: 'history.revert.button', defaultMessage: 'Revert' },
  confirmTitle: { id: 'history.revert.confirmTitle', defaultMessage: 'Revert this change?' },
  thisRecord: { id: 'history.revert.thisRecord', defaultMessage: 'this record' },
  reverted: { id: 'history.revert.done', defaultMessage: 'Change reverted' },
  revertError: { id: 'history.revert.error', defaultMessage: 'There was an error while reverting the change.' },
});

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
  const intl = useIntl();
  const confirm = useConfirm();
  const revert = useRevert(onReverted);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (entry.revertedBy) {
    return (
      <p className="text-sm text-gray-600">
        {intl.formatMessage(
          { id: 'history.revert.revertedBy', defaultMessage: 'Reverted by {who} on {at}' },
          { who: writerName(entry.revertedBy.userName, intl), at: stamp(entry.revertedBy.at) },
        )}
      </p>
    );
  }
  const ask = async () => {
    const yes = await confirm({
      title: intl.formatMessage(M.confirmTitle),
      message: intl.formatMessage(
        {
          id: 'history.revert.confirmQuestion',
          defaultMessage:
            'This will {action, select, create {delete {record} again} delete {put {record} back} other {put back the values from before it}}, as a new change in your name. The change by {who} on {at} stays in the history.',
        },
        {
          action: entry.action,
          record: entry.label || intl.formatMessage(M.thisRecord),
          who: writerName(entry.userName, intl),
          at: stamp(entry.at),
        },
      ),
      confirmLabel: intl.formatMessage(M.revert),
    });
    if (!yes) return;
    setRefusal(null);
    try {
      await revert.mutateAsync(entry.id);
      notify.success(intl.formatMessage(M.reverted));
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 409;
      const detail = refused ? revertRefusedSchema.safeParse(error.details) : undefined;
      setRefusal(
        refused
          ? revertRefusedText(
              entry.resource,
              detail?.success ? detail.data : undefined,
              serverText(intl, serverSaid(error.details)),
              labelOf,
              intl,
            )
          : intl.formatMessage(M.revertError),
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
        {intl.formatMessage(M.revert)}
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
  const intl = useIntl();
  const [shown, setShown] = useState(PAGE);
  const online = useDeviceOnline();
  const query = useQuery(recordHistoryQuery(resource, id, shown));
  const page = query.data;
  const nameOf = useHistoryNames(page?.items);
  let body: ReactNode;
  if (!page) {
    body = lacksConnection(query) ? (
      <p className="text-gray-700">{intl.formatMessage(M.needsConnection)}</p>
    ) : query.isError ? (
      <p className="text-gray-700">{intl.formatMessage(uiMessages.fetchError)}</p>
    ) : (
      <Spinner label={intl.formatMessage(M.loading)} />
    );
  } else {
    const madeShown = made && !page.items.some((e) => e.action === 'create') && page.items.length >= page.totalItems;
    body = (
      <>
        {!page.exists && page.items.length > 0 && (
          <p role="status" className="rounded bg-amber-50 p-2 text-sm font-medium text-amber-900">
            {intl.formatMessage(M.deleted)}
          </p>
        )}
        {page.items.length === 0 && !madeShown && <p className="text-gray-700">{intl.formatMessage(M.noHistory)}</p>}
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
              <span className="font-medium text-gray-900">{writerName(made.by, intl)}</span>
              {SEPARATOR}
              {stamp(made.at)}
              {SEPARATOR}
              {intl.formatMessage(ACTIONS.created)}
            </p>
          )}
        </div>
        {page.items.length < page.totalItems && (
          <Button variant="ghost" busy={query.isFetching} onClick={() => setShown((n) => n + PAGE)}>
            {intl.formatMessage(
              { id: 'history.list.showMore', defaultMessage: 'Show more ({count} older)' },
              { count: page.totalItems - page.items.length },
            )}
          </Button>
        )}
      </>
    );
  }
  return <div className="flex flex-col gap-2">{body}</div>;
}
