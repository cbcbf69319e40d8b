import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { defineMessages, intl as currentIntl, useIntl, type IntlShape } from '../i18n/intl.ts';
import { useConfirm } from './confirm-provider.tsx';
import { labelOf } from './form/field-labels.ts';
import { plainMessages, uiMessages, withReason } from './messages.ts';

const conflictMessages = plainMessages(
  defineMessages({
    someoneElse: { id: 'ui.conflict.someoneElse', defaultMessage: 'Someone else' },
    it: { id: 'ui.conflict.it', defaultMessage: 'it' },
    this: { id: 'ui.conflict.this', defaultMessage: 'this' },
    changed: { id: 'ui.conflict.changed', defaultMessage: '{who} changed {what}.' },
    changedAt: { id: 'ui.conflict.changedAt', defaultMessage: '{who} changed {what} on {day} at {time}.' },
    deleted: { id: 'ui.conflict.deleted', defaultMessage: '{who} deleted {what}.' },
    deletedAt: { id: 'ui.conflict.deletedAt', defaultMessage: '{who} deleted {what} on {day} at {time}.' },
    whileEditing: {
      id: 'ui.conflict.whileEditing',
      defaultMessage: '{who} changed this while you were editing. Saving will show you what changed.',
    },
    whileEditingAt: {
      id: 'ui.conflict.whileEditingAt',
      defaultMessage:
        '{who} changed this on {day} at {time} while you were editing. Saving will show you what changed.',
    },
    nothingDeleted: {
      id: 'ui.conflict.nothingDeleted',
      defaultMessage: 'Nothing was deleted: look at it again first.',
    },
    deletedMeanwhile: { id: 'ui.conflict.deletedMeanwhile', defaultMessage: 'Deleted meanwhile' },
    deletedKept: {
      id: 'ui.conflict.deletedKept',
      defaultMessage: 'Nothing was saved; what you typed is still in the form.',
    },
    changedMeanwhile: { id: 'ui.conflict.changedMeanwhile', defaultMessage: 'Changed meanwhile' },
    applyChoices: { id: 'ui.conflict.applyChoices', defaultMessage: 'Apply my choices' },
    keepAllMine: { id: 'ui.conflict.keepAllMine', defaultMessage: 'Keep all mine' },
    nothingLost: { id: 'ui.conflict.nothingLost', defaultMessage: 'Nothing was saved, and nothing you typed is lost.' },
    chooseThenSave: { id: 'ui.conflict.chooseThenSave', defaultMessage: 'Choose what to keep, then save again.' },
    checkThenSave: { id: 'ui.conflict.checkThenSave', defaultMessage: 'Check the form, then save again.' },
    taken: { id: 'ui.conflict.taken', defaultMessage: 'Taken from their change (you had not changed these):' },
    fieldValue: { id: 'ui.conflict.fieldValue', defaultMessage: '{label}: {value}' },
    keepMine: { id: 'ui.conflict.keepMine', defaultMessage: 'Keep mine:' },
    useTheirsOf: { id: 'ui.conflict.useTheirsOf', defaultMessage: "Use {who}''s:" },
    useTheirs: { id: 'ui.conflict.useTheirs', defaultMessage: "Use Them''s:" },
    empty: { id: 'ui.conflict.empty', defaultMessage: '(empty)' },
    none: { id: 'ui.conflict.none', defaultMessage: '(none)' },
    yes: { id: 'ui.conflict.yes', defaultMessage: 'Yes' },
    no: { id: 'ui.conflict.no', defaultMessage: 'No' },
  }),
);

/**
 * A save refused because someone else changed the record meanwhile (a 412, contract/versions.ts), as the console
 * reads it: the record as it is now (null: deleted), its version, who changed it and when. Read by shape: src/ui
 * knows no API client (ApiError carries it as `conflict`).
 */
export interface VersionConflict {
  message: string;
  current: unknown;
  version: number | null;
  changedBy: string | null;
  changedAt: string | null;
}

export function conflictOf(error: unknown): VersionConflict | undefined {
  const conflict = (error as { conflict?: VersionConflict } | null)?.conflict;
  return conflict && typeof conflict === 'object' ? conflict : undefined;
}

/** Who changed it and when: the name, or "Someone else"; the day and time as the console writes them. */
function changedBy(intl: IntlShape, name: string | null, at: string | null) {
  const who = name ?? intl.formatMessage(conflictMessages.someoneElse);
  const when = at ? { day: dayjs(at).format('DD.MM.YYYY'), time: dayjs(at).format('HH:mm') } : undefined;
  return { who, when };
}

/**
 * Who changed it and when, in the console's words and the person's language (or `intl`'s): "Ola Hansen changed it on
 * 26.11.2026 at 19:02." `what` names the record as the sentence says it ("this add-on"), already in that language;
 * "it" unless told.
 */
export function changedByText(conflict: VersionConflict, what?: string, intl: IntlShape = currentIntl()): string {
  const { who, when } = changedBy(intl, conflict.changedBy, conflict.changedAt);
  const named = what ?? intl.formatMessage(conflictMessages.it);
  const deleted = conflict.current === null;
  if (!when)
    return intl.formatMessage(deleted ? conflictMessages.deleted : conflictMessages.changed, { who, what: named });
  return intl.formatMessage(deleted ? conflictMessages.deletedAt : conflictMessages.changedAt, {
    who,
    what: named,
    ...when,
  });
}

/** `changedByText` of "this", the record the person has open. */
const changedThis = (intl: IntlShape, conflict: VersionConflict) =>
  changedByText(conflict, intl.formatMessage(conflictMessages.this), intl);

interface VersionStamp {
  version?: unknown;
  updatedBy?: unknown;
  updatedAt?: unknown;
}

/**
 * Said before the save, where live data shows it (the list or the record read again): the record was changed
 * since the form opened, by whom and when. Nothing when it was not (or is not a versioned record).
 */
export function ChangedMeanwhile({ opened, latest }: { opened: unknown; latest: unknown }) {
  const intl = useIntl();
  const before = (opened ?? {}) as VersionStamp;
  const now = (latest ?? {}) as VersionStamp;
  if (typeof before.version !== 'number' || typeof now.version !== 'number' || now.version <= before.version) {
    return null;
  }
  const { who, when } = changedBy(
    intl,
    typeof now.updatedBy === 'string' ? now.updatedBy : null,
    typeof now.updatedAt === 'string' ? now.updatedAt : null,
  );
  return (
    <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-gray-900">
      {when
        ? intl.formatMessage(conflictMessages.whileEditingAt, { who, ...when })
        : intl.formatMessage(conflictMessages.whileEditing, { who })}
    </p>
  );
}

/**
 * A refused delete's toast: the screen's text, and when the record was changed meanwhile, who did it and when (the
 * person looks again before deleting); otherwise the server's reason, if it gave one.
 */
export function deleteRefusedText(message: string, error: unknown, intl: IntlShape = currentIntl()): string {
  const conflict = conflictOf(error);
  if (conflict?.current === null) return `${message}\n${changedByText(conflict, undefined, intl)}`;
  if (conflict)
    return `${message}\n${changedByText(conflict, undefined, intl)} ${intl.formatMessage(conflictMessages.nothingDeleted)}`;
  return withReason(message, error, intl);
}

/** The version a record was read at (undefined: not a versioned record, or a new one). */
export function versionOf(record: unknown): number | undefined {
  const version = (record as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** One field both people changed, differently. */
export interface FieldClash {
  field: string;
  mine: unknown;
  theirs: unknown;
}

export interface Merge {
  /** Fields only they changed: taken from theirs without asking. */
  taken: Array<{ field: string; theirs: unknown }>;
  /** Fields both changed, to different values: the person chooses. */
  clashes: FieldClash[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** The record's own stamps, never a field of the form (a form built from a whole record may hold them). */
const STAMPS = new Set(['version', 'updatedBy', 'updatedAt', 'createdBy', 'createdAt']);

/**
 * Three-way merge of a form's values, field by field: `base` what the form was loaded with, `mine` what it holds
 * now, `theirs` the record as saved meanwhile (all in the form's own values). A field only they changed is taken;
 * one only I changed stays; one both changed to the same value is settled; the rest are clashes.
 */
export function mergeFields(base: FieldValues, mine: FieldValues, theirs: FieldValues): Merge {
  const merge: Merge = { taken: [], clashes: [] };
  for (const field of Object.keys(mine)) {
    if (STAMPS.has(field) || !(field in theirs) || same(base[field], theirs[field])) continue;
    if (same(base[field], mine[field])) merge.taken.push({ field, theirs: theirs[field] });
    else if (!same(mine[field], theirs[field])) merge.clashes.push({ field, mine: mine[field], theirs: theirs[field] });
  }
  return merge;
}

/** A value as the conflict shows it, in the person's language (or `intl`'s). */
export function shown(value: unknown, intl: IntlShape = currentIntl()): string {
  if (value === null || value === undefined || value === '') return intl.formatMessage(conflictMessages.empty);
  if (typeof value === 'boolean') return intl.formatMessage(value ? conflictMessages.yes : conflictMessages.no);
  if (Array.isArray(value))
    return value.length
      ? value.map((item: unknown) => shown(item, intl)).join(', ')
      : intl.formatMessage(conflictMessages.none);
  // Dates and times as the console writes them elsewhere (DD.MM.YYYY HH:mm), not as the form or the API holds them.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value))
    return dayjs(value).format('DD.MM.YYYY HH:mm');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value).format('DD.MM.YYYY');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value) ?? '';
}

export type Choice = 'mine' | 'theirs';

/**
 * What a refused save shows the person, once: the other person's name and time, the fields taken from theirs (those
 * they alone changed), and for each field both changed, theirs and mine with Keep mine / Use theirs. The form is
 * left holding the merge (and the caller bases the next save on the record as it is now); the person saves again.
 * Dismissed, every clash keeps mine.
 */
export function useSettleConflict() {
  const confirm = useConfirm();
  const intl = useIntl();
  return async <T extends FieldValues>(
    form: UseFormReturn<T, unknown, FieldValues>,
    conflict: VersionConflict,
    base: FieldValues,
    theirs: FieldValues | null,
  ): Promise<void> => {
    if (theirs === null) {
      await confirm({
        title: intl.formatMessage(conflictMessages.deletedMeanwhile),
        message: `${changedThis(intl, conflict)} ${intl.formatMessage(conflictMessages.deletedKept)}`,
        confirmLabel: intl.formatMessage(uiMessages.ok),
        // A notice: one button (spec section 2's Ok), not an Ok and a Close that do the same.
        cancelLabel: null,
      });
      return;
    }
    const { taken, clashes } = mergeFields(base, form.getValues(), theirs);
    const choices: Record<string, Choice> = Object.fromEntries(clashes.map((c) => [c.field, 'mine']));
    const applied = await confirm({
      title: intl.formatMessage(conflictMessages.changedMeanwhile),
      wide: true,
      message: (
        <ConflictDetails
          conflict={conflict}
          taken={taken.map(({ field, theirs: value }) => ({ label: labelOf(form, field), value }))}
          clashes={clashes.map((c) => ({ ...c, label: labelOf(form, c.field) }))}
          onChoose={(field, choice) => (choices[field] = choice)}
        />
      ),
      // Nothing to choose: Ok alone (spec section 2's word), not an Ok and a Close that do the same.
      confirmLabel: intl.formatMessage(clashes.length ? conflictMessages.applyChoices : uiMessages.ok),
      cancelLabel: clashes.length ? intl.formatMessage(conflictMessages.keepAllMine) : null,
    });
    const set = (field: string, value: unknown) =>
      form.setValue(field as Path<T>, value as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    for (const { field, theirs: value } of taken) set(field, value);
    if (applied) for (const clash of clashes) if (choices[clash.field] === 'theirs') set(clash.field, clash.theirs);
  };
}

interface ConflictDetailsProps {
  conflict: VersionConflict;
  taken: Array<{ label: string; value: unknown }>;
  clashes: Array<FieldClash & { label: string }>;
  onChoose: (field: string, choice: Choice) => void;
}

function ConflictDetails({ conflict, taken, clashes, onChoose }: ConflictDetailsProps) {
  const intl = useIntl();
  const next = clashes.length ? conflictMessages.chooseThenSave : conflictMessages.checkThenSave;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        {[changedThis(intl, conflict), intl.formatMessage(conflictMessages.nothingLost), intl.formatMessage(next)].join(
          ' ',
        )}
      </p>
      {taken.length > 0 && (
        <div>
          <p className="font-medium">{intl.formatMessage(conflictMessages.taken)}</p>
          <ul className="ml-4 list-disc">
            {taken.map(({ label, value }) => (
              <li key={label} className="wrap-anywhere">
                {intl.formatMessage(conflictMessages.fieldValue, { label, value: shown(value, intl) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {clashes.map((clash) => (
        <ClashChoice key={clash.field} clash={clash} who={conflict.changedBy} onChoose={onChoose} />
      ))}
    </div>
  );
}

function ClashChoice({
  clash,
  who,
  onChoose,
}: {
  clash: FieldClash & { label: string };
  /** Who changed it meanwhile, when the server said. */
  who: string | null;
  onChoose: ConflictDetailsProps['onChoose'];
}) {
  const intl = useIntl();
  const [choice, setChoice] = useState<Choice>('mine');
  const name = useId();
  const option = (value: Choice, text: string, detail: unknown) => (
    <label className="flex min-h-touch items-start gap-2">
      <input
        type="radio"
        name={name}
        className="mt-1 size-5 shrink-0"
        checked={choice === value}
        onChange={() => {
          setChoice(value);
          onChoose(clash.field, value);
        }}
      />
      <span className="min-w-0 wrap-anywhere">
        <span className="font-medium">{text}</span> {shown(detail, intl)}
      </span>
    </label>
  );
  return (
    <fieldset className="rounded border border-gray-200 p-2">
      <legend className="px-1 font-medium">{clash.label}</legend>
      {option('mine', intl.formatMessage(conflictMessages.keepMine), clash.mine)}
      {option(
        'theirs',
        who === null
          ? intl.formatMessage(conflictMessages.useTheirs)
          : intl.formatMessage(conflictMessages.useTheirsOf, { who }),
        clash.theirs,
      )}
    </fieldset>
  );
}
