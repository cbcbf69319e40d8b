import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataFetched } from '../../entities/initial-load.tsx';
import { sectionsQuery, useSaveSection } from '../../entities/sections/section-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { sectionColumns } from './section-columns.tsx';
import { sectionForm } from './section-form.tsx';

/** Spec section 9: sections are listed 50 a page. */
const SECTIONS_PER_PAGE = 50;

/**
 * Sections (spec section 2): the hero sections of the checkout, paged here in the browser from the initial load's
 * read (spec section 7: the screen never fetches them itself), with an inline edit row and no add or delete.
 */
export function SectionsPage() {
  const intl = useIntl();
  const columns = useMemo(() => sectionColumns(intl), [intl]);
  const form = useMemo(() => sectionForm(intl), [intl]);
  const title = intl.formatMessage({ id: 'content.sections.title', defaultMessage: 'Sections' });
  const paging = usePagedList({ defaultSize: SECTIONS_PER_PAGE });
  const dataFetched = useDataFetched();
  // The initial load's read, observed only: it is fetched there, and refreshed there after a save.
  const sections = useQuery({ ...sectionsQuery, enabled: false });
  const online = useOnline();
  const save = useSaveSection();
  const all = sections.data;

  return (
    <section className="p-3 md:p-6">
      <PageTitle>{title}</PageTitle>
      <InlineCrudTable
        history={{ resource: 'sections' }}
        label={title}
        columns={columns}
        rows={all ? paging.slice(all) : dataFetched ? [] : undefined}
        read={sections}
        rowKey={(s) => s.id}
        rowName={(s) => s.name}
        loading={!dataFetched || sections.isFetching}
        emptyText={
          sections.isError
            ? intl.formatMessage({
                id: 'content.sections.loadError',
                defaultMessage: 'The sections could not be loaded.',
              })
            : intl.formatMessage({ id: 'content.sections.empty', defaultMessage: 'No sections.' })
        }
        online={online}
        form={form}
        onSave={(input, s) =>
          s
            ? save.mutateAsync({ id: s.id, input, version: s.version })
            : Promise.reject(new Error('Sections cannot be added.'))
        }
        footer={<Pager {...paging.pager(all?.length ?? 0)} />}
      />
    </section>
  );
}
