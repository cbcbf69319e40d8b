import { diffWords } from 'diff';
import type { ReactNode } from 'react';
import type { HistoryEntry } from '../../../contract/history.ts';
import { actionText, showChange, stamp, type LabelOf, type ShownChange } from './history-values.ts';

/** When the entry was made; for a change queued on a tablet and sent later, when it was done there too. */
function When({ entry }: { entry: HistoryEntry }) {
  const late = entry.doneAt !== null && Math.abs(Date.parse(entry.at) - Date.parse(entry.doneAt)) >= 60_000;
  return (
    <>
      <time dateTime={entry.at}>{stamp(entry.at)}</time>
      {late && entry.doneAt && (
        <>
          {' '}
          (done on the tablet at <time dateTime={entry.doneAt}>{stamp(entry.doneAt)}</time>, sent when back online)
        </>
      )}
    </>
  );
}

/** A long text's change, word by word: what went struck through, what came underlined. */
function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <span className="whitespace-pre-wrap wrap-anywhere">
      {diffWords(before, after).map((part, i) =>
        part.added ? (
          <ins key={i} className="bg-green-100 text-green-900">
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={i} className="bg-red-100 text-red-900">
            {part.value}
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </span>
  );
}

function ChangeLine({ change }: { change: ShownChange }) {
  let body: ReactNode;
  if (change.kind === 'items') {
    body = [
      change.added.length ? `added ${change.added.join('; ')}` : '',
      change.removed.length ? `removed ${change.removed.join('; ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
  } else if (change.kind === 'text') {
    body = <TextDiff before={change.before} after={change.after} />;
  } else if (change.before !== undefined && change.after !== undefined) {
    body = `${change.before} → ${change.after}`;
  } else {
    body = change.after ?? change.before;
  }
  return (
    <li className="wrap-anywhere">
      <span className="font-medium">{change.label}:</span> {body}
    </li>
  );
}

export interface HistoryEntryViewProps {
  entry: HistoryEntry;
  labelOf: LabelOf;
  /** Above the fields, e.g. the record the entry is about (the Activity screen's link). */
  heading?: ReactNode;
  /** After the fields: Revert, or who reverted it. */
  footer?: ReactNode;
}

/** One change: who, when (DD.MM.YYYY HH:mm), what it did, and each field as "label: before → after". */
export function HistoryEntryView({ entry, labelOf, heading, footer }: HistoryEntryViewProps) {
  // A record made or deleted shows its fields' values, not a before and after of each.
  // (Its own id says nothing a person reads: the record is the one whose history this is.)
  const changes = entry.changes
    .filter((change) => !(entry.action !== 'update' && change.field === 'id'))
    .map((change) => showChange(change, labelOf));
  return (
    <article
      className="flex flex-col gap-1 border-b border-gray-200 py-3 last:border-b-0"
      aria-label={`${actionText(entry)} by ${entry.userName}`}
    >
      {heading}
      <p className="text-sm text-gray-700">
        <span className="font-medium text-gray-900">{entry.userName}</span> · <When entry={entry} /> ·{' '}
        {actionText(entry)}
      </p>
      {changes.length > 0 && (
        <ul className="ml-4 list-disc text-sm text-gray-800">
          {changes.map((c, i) => (
            <ChangeLine key={i} change={c} />
          ))}
        </ul>
      )}
      {footer}
    </article>
  );
}
