import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { Key, ReactNode } from 'react';
import { defineMessages, useIntl } from '../i18n/intl.ts';
import { inEnglish } from './messages.ts';
import { Spinner } from './spinner.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

const searchMessages = defineMessages({
  error: { id: 'ui.search.error', defaultMessage: 'There was an error while searching' },
  label: { id: 'ui.search.label', defaultMessage: 'Search' },
  empty: { id: 'ui.search.empty', defaultMessage: 'No results' },
  results: { id: 'ui.search.results', defaultMessage: 'Search results' },
});

/** A failed search's words unless told, in English (tests); said in the person's language. */
export const SEARCH_ERROR_MESSAGE = inEnglish(searchMessages.error);

export interface SearchPanelProps<T> {
  search: (query: string) => Promise<T[]>;
  getKey: (item: T) => Key;
  getLabel: (item: T) => string;
  /** The content of a result button; the label unless told. */
  renderItem?: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** The search input's label. */
  inputLabel?: string;
  placeholder?: string;
  errorMessage?: string;
  emptyMessage?: string;
}

type Outcome<T> = { request: number; items: T[] } | { request: number; failed: true };

/**
 * A search box with its results as buttons. Searches once on mount with '' and then 300 ms after
 * the last keystroke; only the latest request's answer is shown, however the answers arrive.
 */
export function SearchPanel<T>({
  search,
  getKey,
  getLabel,
  renderItem,
  onPick,
  inputLabel,
  placeholder,
  errorMessage,
  emptyMessage,
}: SearchPanelProps<T>) {
  const intl = useIntl();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [request, setRequest] = useState(1);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const latest = useRef(request);

  const run = useEffectEvent((id: number, text: string) => {
    latest.current = id;
    // Through a promise chain so that a search that throws instead of rejecting is an error too.
    Promise.resolve(text)
      .then(search)
      .then(
        (items) => {
          if (latest.current === id) setOutcome({ request: id, items });
        },
        () => {
          if (latest.current === id) setOutcome({ request: id, failed: true });
        },
      );
  });

  useEffect(() => {
    const timer = setTimeout(() => run(request, query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [request, query]);

  // Null while waiting for the debounce or for the answer to the latest request.
  const shown = outcome !== null && outcome.request === request ? outcome : null;
  const loading = shown === null;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <label htmlFor={inputId} className="font-medium text-gray-800">
        {inputLabel ?? intl.formatMessage(searchMessages.label)}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder={placeholder}
        onChange={(event) => {
          setQuery(event.target.value);
          setRequest((n) => n + 1);
        }}
        className="min-h-touch rounded border border-gray-300 px-3"
      />
      <div className="min-h-24 overflow-y-auto" aria-busy={loading}>
        {shown === null ? (
          <div className="flex justify-center p-4">
            <Spinner />
          </div>
        ) : 'failed' in shown ? (
          <p role="alert" className="p-2 text-secondary-700">
            {errorMessage ?? intl.formatMessage(searchMessages.error)}
          </p>
        ) : shown.items.length === 0 ? (
          <p className="p-2 text-gray-600">{emptyMessage ?? intl.formatMessage(searchMessages.empty)}</p>
        ) : (
          <ul aria-label={intl.formatMessage(searchMessages.results)} className="divide-y divide-gray-100">
            {shown.items.map((item) => (
              <li key={getKey(item)}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  // Rich content still gets the plain label as its name, the one people and tests look for.
                  aria-label={renderItem ? getLabel(item) : undefined}
                  className="flex min-h-touch w-full items-center px-3 py-2 text-left hover:bg-primary-50"
                >
                  {renderItem ? renderItem(item) : getLabel(item)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
