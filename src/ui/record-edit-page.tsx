import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  EditPageShell,
  NewFromDraft,
  type NewFromDraftProps,
  type RecordHistory,
  type RecordQuery,
} from './edit-page-shell.tsx';

/** `/{list}/new` of a list whose Add picks something first: the page starts from the picker's session draft. */
export type NewFromDraftConfig<D> = Omit<NewFromDraftProps<D>, 'listPath' | 'className'>;

/** `/{list}/new` of a list whose Add opens a blank record: its read (e.g. the next position, from the list). */
export interface NewBlankConfig<T> {
  useBlank: () => RecordQuery<T>;
  title: string;
}

export interface RecordEditPageProps<T, K extends string | number, D> {
  /** Where the page returns to, and where an unknown id goes back to. */
  listPath: string;
  /** The route's parameter naming the record: `id` unless told. */
  param?: string;
  /** The id as the URL writes it → the record's id; null: it can name no record, back to the list unasked. */
  parseId?: (text: string) => K | null;
  /** The record's read (a hook, called once per id): null when there is none. */
  useRecord: (id: K) => RecordQuery<T>;
  /** The h1, with the record once loaded. */
  title: (record: T | undefined, id: K) => string;
  /** The form (and what else the page holds) of a record, new or not (`id` is undefined on `/new`). */
  form: (record: T, id: K | undefined) => ReactNode;
  /** `/{list}/new`: from the picker's draft, or a blank record. */
  create: { draft: NewFromDraftConfig<D> } | NewBlankConfig<T>;
  className?: string;
  /** The versioned record within what `useRecord` answers, when that is more than the record (EditPageShell). */
  versioned?: (record: T) => unknown;
  /** The record's history: its kind in the change log, and what it is called (its id is the page's). */
  history?: { resource: RecordHistory['resource']; what: (record: T) => string; id?: (record: T) => string | number };
}

/** A record's id is the text in the URL unless the screen parses it. */
const asText = <K,>(text: string) => text as K;

/**
 * The edit page of a "list + edit page" screen: `/{list}/new` (from the list's picker's draft, or a blank record)
 * and `/{list}/{id}` (the record's read in `EditPageShell`: loading, the fetch error, back to the list when there is
 * no such record). A screen configures it with its read, its title and its form.
 */
export function RecordEditPage<T, K extends string | number, D = never>(props: RecordEditPageProps<T, K, D>) {
  const { param = 'id', parseId = asText<K>, listPath, create, className } = props;
  const text = useParams()[param];
  if (text === undefined) {
    if ('draft' in create) return <NewFromDraft<D> {...create.draft} listPath={listPath} className={className} />;
    return <NewBlank {...props} create={create} />;
  }
  const id = parseId(text);
  if (id === null) return <Navigate to={listPath} replace />;
  return <ExistingRecord key={text} {...props} id={id} />;
}

function ExistingRecord<T, K extends string | number, D>({
  id,
  useRecord,
  title,
  form,
  listPath,
  className,
  versioned,
  history,
}: RecordEditPageProps<T, K, D> & { id: K }) {
  const query = useRecord(id);
  return (
    <EditPageShell
      query={query}
      listPath={listPath}
      title={(record) => title(record, id)}
      className={className}
      versioned={versioned}
      history={
        history &&
        ((record) => ({ resource: history.resource, id: history.id?.(record) ?? id, what: history.what(record) }))
      }
    >
      {(record) => form(record, id)}
    </EditPageShell>
  );
}

function NewBlank<T, K extends string | number, D>({
  create,
  form,
  listPath,
  className,
}: RecordEditPageProps<T, K, D> & { create: NewBlankConfig<T> }) {
  const query = create.useBlank();
  return (
    <EditPageShell query={query} listPath={listPath} title={() => create.title} className={className}>
      {(record) => form(record, undefined)}
    </EditPageShell>
  );
}
