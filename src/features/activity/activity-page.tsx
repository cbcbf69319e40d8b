import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActivityQuery, HistoryResource } from '../../../contract/history.ts';
import { writerName } from '../../../contract/history-writers.ts';
import { useHistoryNames } from '../../entities/history/history-names.ts';
import { activityQuery, peopleQuery } from '../../entities/history/history-queries.ts';
import { byName } from '../../i18n/formats.ts';
import { useIntl } from '../../i18n/intl.ts';
import { HistoryEntryView } from '../../ui/history/history-entry.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { DatePicker } from '../../ui/date-picker.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { DEFAULT_PAGE_SIZE, Pager } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDebounced } from '../../ui/use-debounced.ts';
import { lacksConnection } from '../../ui/read-state.ts';
import { historyPathOf, kindOf, kindOptions } from './record-links.ts';

/** The filters and the page, in the URL: a reload or a link shows the same list. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  const set = (name: string, value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { get, set, page: Number(get('page')) || 1, pageSize: Number(get('pageSize')) || DEFAULT_PAGE_SIZE };
}

/** The Activity screen: every change through the API, newest first, by person, kind of record, days and words. */
export function ActivityPage() {
  const intl = useIntl();
  const filters = useFilters();
  const [words, setWords] = useState(filters.get('q'));
  const q = useDebounced(words.trim(), 300);
  const from = filters.get('from');
  const to = filters.get('to');
  const query: ActivityQuery = {
    page: filters.page,
    itemsPerPage: filters.pageSize,
    ...(filters.get('person') ? { person: filters.get('person') } : {}),
    ...(filters.get('resource') ? { resource: filters.get('resource') as HistoryResource } : {}),
    // The person's own days: from the start of `from` to the end of `to`, on this device's clock.
    ...(from ? { from: dayjs(from).startOf('day').format() } : {}),
    ...(to ? { to: dayjs(to).add(1, 'day').startOf('day').format() } : {}),
    ...(q ? { q } : {}),
  };
  const people = useQuery(peopleQuery());
  const read = useQuery(activityQuery(query));
  const nameOf = useHistoryNames(read.data?.items);
  const order =
    from && to && to < from
      ? intl.formatMessage({
          id: 'history.activity.daysOutOfOrder',
          defaultMessage: 'The last day must not be before the first day.',
        })
      : null;
  const total = read.data?.totalItems ?? 0;
  const personOptions = useMemo(() => {
    const compare = byName(intl);
    return (people.data ?? [])
      .map((p) => ({ value: p.id, label: writerName(p.name, intl) }))
      .sort((a, b) => compare(a.label, b.label));
  }, [people.data, intl]);

  return (
    <section className="flex flex-col gap-4 p-3 md:p-6">
      <PageTitle>{intl.formatMessage({ id: 'history.activity.title', defaultMessage: 'Activity' })}</PageTitle>
      <form
        role="search"
        aria-label={intl.formatMessage({ id: 'history.activity.filters', defaultMessage: 'Filter the activity' })}
        className="grid grid-cols-2 gap-3 lg:grid-cols-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label={intl.formatMessage({ id: 'history.activity.person', defaultMessage: 'Person' })}
          value={filters.get('person')}
          onChange={(value) => filters.set('person', value)}
          placeholder={intl.formatMessage({ id: 'history.activity.everyone', defaultMessage: 'Everyone' })}
          options={personOptions}
        />
        <SelectField
          label={intl.formatMessage({ id: 'history.activity.kind', defaultMessage: 'Kind of record' })}
          value={filters.get('resource')}
          onChange={(value) => filters.set('resource', value)}
          placeholder={intl.formatMessage({ id: 'history.activity.everything', defaultMessage: 'Everything' })}
          options={kindOptions(intl)}
        />
        <DatePicker
          label={intl.formatMessage({ id: 'history.activity.from', defaultMessage: 'From' })}
          value={from}
          max={to || undefined}
          onChange={(value) => filters.set('from', value)}
        />
        <DatePicker
          label={intl.formatMessage({ id: 'history.activity.to', defaultMessage: 'To' })}
          value={to}
          min={from || undefined}
          errorText={order}
          onChange={(value) => filters.set('to', value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'history.activity.search', defaultMessage: 'Search' })}
          type="search"
          maxLength={200}
          placeholder={intl.formatMessage({ id: 'history.activity.searchHint', defaultMessage: 'Name, code, value…' })}
          value={words}
          onChange={(e) => {
            setWords(e.target.value);
            if (filters.page !== 1) filters.set('page', '');
          }}
          className="col-span-2 lg:col-span-1"
        />
      </form>
      <div aria-live="polite" aria-busy={read.isFetching}>
        {!read.data ? (
          lacksConnection(read) ? (
            <p className="text-gray-700">
              {intl.formatMessage({
                id: 'history.activity.needsConnection',
                defaultMessage: 'The activity needs a connection.',
              })}
            </p>
          ) : read.isError ? (
            <p className="text-gray-700">{intl.formatMessage(uiMessages.fetchError)}</p>
          ) : (
            <Spinner
              label={intl.formatMessage({ id: 'history.activity.loading', defaultMessage: 'Loading activity' })}
            />
          )
        ) : read.data.items.length === 0 ? (
          <p className="text-gray-700">
            {intl.formatMessage({ id: 'history.activity.empty', defaultMessage: 'No changes match these filters.' })}
          </p>
        ) : (
          <div className="rounded border border-gray-200 bg-white px-4">
            {read.data.items.map((entry) => (
              <HistoryEntryView
                key={entry.id}
                entry={entry}
                nameOf={nameOf}
                heading={
                  <Link
                    to={historyPathOf(entry.resource, entry.recordId)}
                    className="wrap-anywhere font-medium text-primary-700 underline"
                  >
                    {kindOf(intl, entry.resource)} {entry.label || entry.recordId}
                  </Link>
                }
              />
            ))}
          </div>
        )}
      </div>
      {read.data && read.data.totalItems > 0 && (
        <Pager
          page={filters.page}
          total={total}
          pageSize={filters.pageSize}
          onPageChange={(page) => filters.set('page', page === 1 ? '' : String(page))}
          onPageSizeChange={(size) => filters.set('pageSize', String(size))}
        />
      )}
    </section>
  );
}
