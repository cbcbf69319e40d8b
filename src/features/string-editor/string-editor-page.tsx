import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { compareDictionaryKeys, type DictionaryEntry } from '../../../contract/dictionary.ts';
import {
  dictionaryQuery,
  useDeleteDictionaryEntry,
  useSaveDictionaryEntry,
} from '../../entities/dictionary/dictionary-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { stringColumns } from './string-columns.tsx';
import { stringForm } from './string-form.tsx';

/** Whether an entry's key or one of its texts holds the filter (any case). */
const matches = (filter: string) => {
  const words = filter.trim().toLowerCase();
  return (e: DictionaryEntry) =>
    !words || [e.key, e.english, e.norwegian].some((text) => text.toLowerCase().includes(words));
};

/**
 * String Editor (spec section 2): the translation dictionary, fetched whole and sorted by key, filtered and paged
 * here; Add opens a new row where the key is typed, a row edits its texts in place, Delete asks the spec's question.
 */
export function StringEditorPage() {
  const intl = useIntl();
  const columns = useMemo(() => stringColumns(intl), [intl]);
  const form = useMemo(() => stringForm(intl), [intl]);
  const paging = usePagedList();
  const list = useQuery(dictionaryQuery);
  const online = useOnline();
  const save = useSaveDictionaryEntry();
  const remove = useDeleteDictionaryEntry();
  const [filter, setFilter] = useState('');
  const all = list.data ?? [];
  const shown = all.filter(matches(filter));

  /** After an add: the page the new string is listed on (the filter cleared if it would hide it). */
  const showAdded = (added: DictionaryEntry) => {
    const keep = matches(filter)(added);
    if (!keep) setFilter('');
    const rows = [...(keep ? shown : all).filter((e) => e.key !== added.key), added].sort((a, b) =>
      compareDictionaryKeys(a.key, b.key),
    );
    paging.setPage(Math.floor(rows.indexOf(added) / paging.itemsPerPage) + 1);
  };

  return (
    <section className="p-3 md:p-6">
      <InlineCrudTable
        history={{ resource: 'dictionary_entries' }}
        label={intl.formatMessage({ id: 'content.stringEditor.table', defaultMessage: 'Strings' })}
        columns={columns}
        rows={list.isError ? [] : list.data && paging.slice(shown)}
        read={list}
        rowKey={(e) => e.key}
        rowName={(e) => e.key}
        loading={list.isFetching}
        emptyText={
          filter.trim() && all.length
            ? intl.formatMessage({
                id: 'content.stringEditor.noneMatch',
                defaultMessage: 'No strings match the filter.',
              })
            : intl.formatMessage({ id: 'content.stringEditor.empty', defaultMessage: 'No strings yet.' })
        }
        online={online}
        form={form}
        onSave={async (input, row) => {
          const saved = await save.mutateAsync({ ...input, isNew: !row, version: row?.version });
          if (!row) showAdded(saved);
          return saved;
        }}
        saveError={intl.formatMessage({
          id: 'content.stringEditor.saveError',
          defaultMessage: 'There was an error while saving item.',
        })}
        onDelete={(e) => remove.mutateAsync(e)}
        onDeleted={() => paging.afterDelete(shown.length)}
        deleteTitle={intl.formatMessage({ id: 'content.stringEditor.deleteTitle', defaultMessage: 'Remove string' })}
        deleteQuestion={(e) =>
          intl.formatMessage(
            {
              id: 'content.stringEditor.deleteQuestion',
              defaultMessage:
                "Are you sure you want to remove ''{key}''? If it''s used on checkout then the related label will stop showing",
            },
            { key: e.key },
          )
        }
        // Spec section 8: the dictionary's own delete toast.
        deleteError={intl.formatMessage({
          id: 'content.stringEditor.deleteError',
          defaultMessage: 'There was an error while removing item.',
        })}
        footer={<Pager {...paging.pager(shown.length)} />}
      >
        {({ start, busy }) => (
          <PageTitle
            actions={
              <>
                <TextField
                  label={intl.formatMessage({ id: 'content.stringEditor.filter', defaultMessage: 'Filter strings' })}
                  hideLabel
                  type="search"
                  placeholder={intl.formatMessage({
                    id: 'content.stringEditor.filterHint',
                    defaultMessage: 'Filter by key or text',
                  })}
                  value={filter}
                  onChange={(event) => {
                    setFilter(event.target.value);
                    paging.setPage(1);
                  }}
                  className="w-56"
                />
                <AddAction online={online} disabled={busy} onClick={start} />
              </>
            }
          >
            {intl.formatMessage({ id: 'content.stringEditor.title', defaultMessage: 'String Editor' })}
          </PageTitle>
        )}
      </InlineCrudTable>
    </section>
  );
}
