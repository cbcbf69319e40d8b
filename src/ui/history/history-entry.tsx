import { diffWords } from 'diff';
import type { ReactNode } from 'react';
import type { HistoryEntry } from '../../../contract/history.ts';
import { writerName } from '../../../contract/history-writers.ts';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { useReadablePhone } from '../readable-phone.ts';
import { actionText, showChanges, whenParts, type NameOf, type ShownChange } from './field-values.ts';
import { SEPARATOR, type LabelOf } from './history-values.ts';

/** A field's label before its value: "Comment: Birthday". */
const labelled = (label: string) => `${label}:`;

/**
 * When the entry was stored; for a change tapped on a tablet and sent a minute or more later, when it was tapped too:
 * "Tapped 26.11.2026 14:52 · stored 14:53".
 */
function When({ entry }: { entry: HistoryEntry }) {
  // The two times as elements in the sentence: formatMessage gives the sentence's parts.
  const intl = useIntl() as unknown as IntlShape<ReactNode>;
  const { tapped, stored } = whenParts(entry);
  if (!tapped || !entry.doneAt) return <time dateTime={entry.at}>{stored}</time>;
  return (
    <>
      {intl.formatMessage(
        { id: 'history.entry.tappedStored', defaultMessage: 'Tapped {tapped} · stored {stored}' },
        {
          tapped: (
            <time key="tapped" dateTime={entry.doneAt}>
              {tapped}
            </time>
          ),
          stored: (
            <time key="stored" dateTime={entry.at}>
              {stored}
            </time>
          ),
        },
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
  const intl = useIntl();
  let body: ReactNode;
  if (change.kind === 'items') {
    body = [
      change.added.length
        ? intl.formatMessage(
            { id: 'history.entry.added', defaultMessage: 'added {items}' },
            { items: change.added.join('; ') },
          )
        : '',
      change.removed.length
        ? intl.formatMessage(
            { id: 'history.entry.removed', defaultMessage: 'removed {items}' },
            { items: change.removed.join('; ') },
          )
        : '',
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
      <span className="font-medium">{labelled(change.label)}</span> {body}
    </li>
  );
}

export interface HistoryEntryViewProps {
  entry: HistoryEntry;
  /** Names a field the change log's table does not (contract/history-fields.ts); every logged one is there. */
  labelOf?: LabelOf;
  /** The names of the records the entry's fields refer to (entities/history/history-names.ts). */
  nameOf?: NameOf;
  /** Above the fields, e.g. the record the entry is about (the Activity screen's link). */
  heading?: ReactNode;
  /** After the fields: Revert, or who reverted it. */
  footer?: ReactNode;
}

/**
 * One change: who (a system by what it is: "Web checkout"), when (DD.MM.YYYY HH:mm), what it did, and each field
 * as the screens name and show it, "label: before → after"; internal fields left out.
 */
export function HistoryEntryView({ entry, labelOf, nameOf, heading, footer }: HistoryEntryViewProps) {
  const intl = useIntl();
  const phone = useReadablePhone();
  const changes = showChanges(entry, { nameOf, phone, intl }, labelOf);
  const who = writerName(entry.userName, intl);
  const action = actionText(entry, intl);
  return (
    <article
      className="flex flex-col gap-1 border-b border-gray-200 py-3 last:border-b-0"
      aria-label={intl.formatMessage(
        { id: 'history.entry.actionBy', defaultMessage: '{action} by {who}' },
        { action, who },
      )}
    >
      {heading}
      <p className="text-sm text-gray-700">
        <span className="font-medium text-gray-900">{who}</span>
        {SEPARATOR}
        <When entry={entry} />
        {SEPARATOR}
        {action}
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
