import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { spaPackagesQuery, useDeleteSpaPackage } from '../../entities/spa-packages/spa-package-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { DELETE_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { spaPackageColumns } from './spa-package-columns.tsx';
import { includedServicesPath } from './included-services-page.tsx';
import { SPA_PACKAGES_PATH } from './spa-package-form-schema.ts';

const linkClass =
  'inline-flex min-h-touch items-center justify-center rounded px-4 font-medium text-primary-700 hover:bg-primary-50';

/** Spa packages: the groups by position, paged here; Add opens a blank group, each row its group and its included services. */
export function SpaPackagesPage() {
  const paging = usePagedList();
  const list = useQuery(spaPackagesQuery);
  const online = useOnline();
  const navigate = useNavigate();
  const remove = useDeleteSpaPackage();
  const total = list.data?.length ?? 0;

  return (
    <section className="p-3 md:p-6">
      <PageTitle actions={<AddAction online={online} onClick={() => void navigate(`${SPA_PACKAGES_PATH}/new`)} />}>
        Spa packages
      </PageTitle>
      <DataTable
        label="Spa packages"
        columns={[
          ...spaPackageColumns,
          {
            id: 'actions',
            header: 'Actions',
            cell: (g) => (
              <div className="flex flex-wrap gap-1">
                <RowActions
                  name={g.name}
                  editTo={`${SPA_PACKAGES_PATH}/${g.id}`}
                  online={online}
                  deleteDisabled={remove.isPending}
                  deleteTitle="Delete spa package"
                  onDelete={() =>
                    remove.mutate(g.id, {
                      onSuccess: () => paging.afterDelete(total),
                      onError: () => notify.error(DELETE_ERROR),
                    })
                  }
                />
                <Link
                  to={includedServicesPath(g.id)}
                  aria-label={`Included services of ${g.name}`}
                  className={linkClass}
                >
                  Included services
                </Link>
              </div>
            ),
          },
        ]}
        rows={list.isError ? [] : list.data && paging.slice(list.data)}
        rowKey={(g) => g.id}
        loading={list.isFetching}
        emptyText="No spa packages yet."
        footer={<Pager {...paging.pager(total)} />}
      />
    </section>
  );
}
