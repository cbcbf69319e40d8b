import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl } from '../i18n/intl.ts';
import { setServerErrors, type FieldMessages } from './form/use-contract-form.ts';
import { uiMessages } from './messages.ts';
import { notify } from './notifications.ts';
import { NotOnDevice } from './not-on-device.tsx';
import { PageTitle } from './page-title.tsx';
import { lacksConnection } from './read-state.ts';
import { clearDraft, readDraft, writeDraft } from './session-draft.ts';
import { Spinner } from './spinner.tsx';
import { useFormReady } from './use-form-ready.ts';
import type { HistoryEntry, HistoryResource } from '../../contract/history.ts';
import { HistoryButton } from './history/history-button.tsx';
import { RevertsHere } from './history/history-slot.ts';
import { ScreenLabels } from './history/screen-labels.ts';
import { ChangedMeanwhile, conflictOf, useSettleConflict, versionOf } from './version-conflict.tsx';

/**
 * The record an edit page's next save is based on (its version goes as If-Match): the record the form opened on,
 * then the record as it was when a save was refused for a change made meanwhile (merged into the form by then).
 * Held by the page (EditPageShell), moved on by its save (useSaveAndReturn).
 */
const BasedOn = createContext<{ record: unknown; rebase: (record: unknown) => void } | null>(null);

/** Holds the record the page's next save is based on, from the one the form opened on; says when it has changed. */
function BasedOnScope({ opened, latest, children }: { opened: unknown; latest: unknown; children: ReactNode }) {
  const [record, rebase] = useState<unknown>(opened);
  const value = useMemo(() => ({ record, rebase }), [record]);
  return (
    <BasedOn.Provider value={value}>
      <ChangedMeanwhile opened={record} latest={latest} />
      {children}
    </BasedOn.Provider>
  );
}

/** A revert made from a History button on the page: by whom, and the record as the page read it then. */
interface OwnRevert {
  by: string;
  seen: unknown;
}

/**
 * The page's own reverts (from its History, or a History within its form): the record the revert made is the one the
 * page edits, at once and with no "changed while you were editing" (the person made that change). Once the read
 * answers with another record than the one seen at the revert, the form starts again from it (`opening`, its key)
 * when that record is the revert's: its version moved on by the person who reverted, or not at all (a record within
 * the page's, e.g. a spa product, was reverted). A change by someone else meanwhile keeps the banner.
 */
function useOwnReverts(latest: unknown) {
  const [own, setOwn] = useState<OwnRevert | null>(null);
  const [opening, setOpening] = useState(0);
  // Heard before the reads refresh (useRevert's onSuccess): `latest` is the record as it was before the revert.
  const reverted = useCallback((entry: HistoryEntry) => setOwn({ by: entry.userName, seen: latest }), [latest]);
  if (own && latest !== own.seen) {
    // A render-time update, as React allows for state derived from a change of props.
    setOwn(null);
    const moved = (versionOf(latest) ?? 0) > (versionOf(own.seen) ?? 0);
    const by = (latest as { updatedBy?: unknown } | null | undefined)?.updatedBy;
    if (latest && (!moved || by === own.by)) setOpening((n) => n + 1);
  }
  return { reverted, opening };
}

/** The read of the record a page edits: the item, or null when the server has none (a 404 on GET). */
export interface RecordQuery<T> {
  data: T | null | undefined;
  isError: boolean;
  /** Why it failed: no answer while offline is said as "not available offline" (read-state.ts). */
  error?: unknown;
  dataUpdatedAt: number;
  isPaused: boolean;
}

export interface EditPageShellProps<T> {
  query: RecordQuery<T>;
  /** Where an unknown id goes back to (spec section 2: "redirects to the list if the id is not found"). */
  listPath: string;
  /** The page's h1, with the record once loaded. */
  title: (record: T | undefined) => string;
  /** The form (and whatever else the page holds), once the record is fresh enough to start a form from. */
  children: (record: T) => ReactNode;
  className?: string;
  /**
   * The versioned record within what the read answers (its version is what a save is based on), when the read
   * answers more than the record itself (room types: the record, its list and the images).
   */
  versioned?: (record: T) => unknown;
  /** The record's history (a History button beside the title): which record it is, and what it is called. */
  history?: (record: T) => RecordHistory;
}

/** Which record an edit page or a row shows the history of (history/history-button.tsx). */
export interface RecordHistory {
  resource: HistoryResource;
  id: string | number;
  what: string;
}

/**
 * The edit page every `/{list}/{id}` screen shares: loading until the record is fetched since the page opened
 * (`useFormReady`), the fetch error in place (the toast comes from the query cache), and back to the list when
 * there is no such record: decided on an answer fetched since the page opened, never on a copy kept from earlier (a
 * cached list may predate the record). Offline with no copy of the record, it says it is not available offline.
 */
export function EditPageShell<T>({
  query,
  listPath,
  title,
  children,
  className = 'max-w-6xl',
  versioned = (record) => record,
  history,
}: EditPageShellProps<T>) {
  const intl = useIntl();
  const { formReady, fresh } = useFormReady(query);
  // The labels the form's fields show, for the history to name them in the screen's words.
  const [labels] = useState(() => new Map<string, string>());
  const { reverted, opening } = useOwnReverts(query.data ? versioned(query.data) : query.data);
  if (query.data === null && fresh) return <Navigate to={listPath} replace />;
  const body =
    query.data && formReady ? (
      // Made once, when the form is (and again after the page's own revert): the record it opened on is the first
      // one a save is based on.
      <BasedOnScope key={opening} opened={versioned(query.data)} latest={versioned(query.data)}>
        {children(query.data)}
      </BasedOnScope>
    ) : !query.data && lacksConnection(query) ? (
      // Not here, or (null) not in a copy from earlier: only a fresh answer may say it does not exist.
      <NotOnDevice what="record" />
    ) : query.isError ? (
      <p className="text-gray-700">{intl.formatMessage(uiMessages.fetchError)}</p>
    ) : (
      <Spinner />
    );
  return (
    <section className={`flex flex-col gap-6 p-3 md:p-6 ${className}`}>
      <ScreenLabels.Provider value={labels}>
        <RevertsHere.Provider value={reverted}>
          <div>
            <div className="flex flex-wrap items-start justify-between gap-x-4">
              <PageTitle>{title(query.data ?? undefined)}</PageTitle>
              {history && query.data && <HistoryButton {...history(query.data)} />}
            </div>
            {body}
          </div>
        </RevertsHere.Provider>
      </ScreenLabels.Provider>
    </section>
  );
}

export interface NewFromDraftProps<D> {
  /** The session-storage key the list's picker wrote the draft under. */
  draftKey: string;
  listPath: string;
  title: (draft: D) => string;
  /** Whether the draft is one to start from (e.g. it has a clock id). */
  valid?: (draft: D) => boolean;
  children: (draft: D) => ReactNode;
  className?: string;
}

/** `/{list}/new`: starts from the draft the list's picker held; without one, back to the list. */
export function NewFromDraft<D>({
  draftKey,
  listPath,
  title,
  valid = () => true,
  children,
  className = 'max-w-6xl',
}: NewFromDraftProps<D>) {
  // Read once: saving clears the draft, and the form must not lose its record while it navigates away.
  const [draft] = useState(() => readDraft<D>(draftKey));
  if (!draft || !valid(draft)) return <Navigate to={listPath} replace />;
  return (
    <section className={`flex flex-col gap-6 p-3 md:p-6 ${className}`}>
      <div>
        <PageTitle>{title(draft)}</PageTitle>
        {children(draft)}
      </div>
    </section>
  );
}

/**
 * A new record's form keeps what is typed in its draft (`draftKey`, the picker's), so a reload of `/{list}/new` starts
 * from there again; saving clears it (`useSaveAndReturn`). Does nothing unless `enabled` (an existing record's form).
 */
export function useKeepDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  draftKey: string,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return;
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(draftKey, values) });
  }, [form, draftKey, enabled]);
}

/** Where a screen's save returns to and what it says: a screen's constant, shared by its new and edit forms. */
export interface SaveAndReturnTexts {
  listPath: string;
  /** The spec's success toast, e.g. "Hotel package successfully saved". */
  success: string;
  /** The spec's error toast, when the refusal names no field of the form. */
  error: string;
  /** The new record's session draft (e.g. the list's picker's), cleared once saved. */
  draftKey?: string;
  /**
   * Where a save returns to: the list (default), or the page the person came from (e.g. the list's page 3, as the
   * treatments' spec says), which is the list when the form was opened directly.
   */
  returnTo?: 'list' | 'previous';
}

export interface SaveAndReturnOptions<T extends FieldValues = FieldValues> extends SaveAndReturnTexts {
  /** Whether the form holds a new record: the draft is cleared only then (editing leaves a new one's draft alone). Default true. */
  isNew?: boolean;
  /** The form a refusal's field errors go to, in the spec's words. */
  form?: UseFormReturn<T, unknown, FieldValues>;
  messages?: FieldMessages;
  /**
   * A record's form values as this form holds them: a save refused for a change made meanwhile is merged field by
   * field in them (version-conflict.tsx). Needed where the page edits an existing record (inside EditPageShell).
   */
  values?: (record: never) => FieldValues;
}

/**
 * Save and return (spec section 4): runs the save; once saved clears the draft, says so and goes back to the list;
 * a refused save keeps the person on the form with what they typed, the refusal on its field or as a toast. The save
 * is given the version of the record it is based on (undefined for a new one); refused because someone changed the
 * record meanwhile, their change is merged into the form and shown with their name, and the next save is based on it.
 */
export function useSaveAndReturn<T extends FieldValues>({
  listPath,
  success,
  error,
  draftKey,
  isNew = true,
  form,
  messages,
  returnTo = 'list',
  values,
}: SaveAndReturnOptions<T>) {
  const navigate = useNavigate();
  const goBack = useGoBack(listPath);
  const basedOn = useContext(BasedOn);
  const settleConflict = useSettleConflict();
  return async (save: (version: number | undefined) => Promise<unknown>) => {
    const record = basedOn?.record;
    try {
      await save((record as { version?: number } | undefined)?.version);
    } catch (refusal) {
      const conflict = conflictOf(refusal);
      if (conflict && form && values && basedOn && record) {
        const now = conflict.current === null ? null : conflict.current;
        await settleConflict(form, conflict, values(record as never), now ? values(now as never) : null);
        if (now) basedOn.rebase(now);
        return;
      }
      if (!form || !setServerErrors(form, refusal, messages)) notify.error(error);
      return;
    }
    if (draftKey && isNew) clearDraft(draftKey);
    notify.success(success);
    if (returnTo === 'previous') goBack();
    else void navigate(listPath);
  };
}

/**
 * Back to the page the person came from within the console (history back, so the list keeps its page and rows per
 * page), or to `listPath` when this page was the first one opened (a link from elsewhere, a typed address).
 */
export function useGoBack(listPath: string): () => void {
  const navigate = useNavigate();
  // The router keys the first page of a visit 'default'; every page reached from within the console has a key of its
  // own, kept across a reload.
  const cameFromConsole = useLocation().key !== 'default';
  return () => void (cameFromConsole ? navigate(-1) : navigate(listPath));
}
