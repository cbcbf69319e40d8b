import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { spaPackagesQuery, useDeleteSpaPackage } from '../../entities/spa-packages/spa-package-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { RecordListPage } from '../../ui/record-list-page.tsx';
import { spaPackageColumns } from './spa-package-columns.tsx';
import { includedServicesPath } from './included-services-page.tsx';
import { SPA_PACKAGES_PATH } from './spa-package-form-schema.ts';

const linkClass =
  'inline-flex min-h-touch items-center justify-center rounded px-4 font-medium text-primary-700 hover:bg-primary-50';

/** Spa packages: the groups by position, paged here; Add opens a blank group, each row its group and its included services. */
export function SpaPackagesPage() {
  return (
    <RecordListPage
      title="Spa packages"
      emptyText="No spa packages yet."
      read={useQuery(spaPackagesQuery)}
      errorAsEmpty
      columns={spaPackageColumns}
      rowId={(g) => g.id}
      rowName={(g) => g.name}
      editPath={(g) => `${SPA_PACKAGES_PATH}/${g.id}`}
      deleteTitle="Delete spa package"
      remove={useDeleteSpaPackage()}
      oneDeleteAtATime
      rowExtra={(g) => (
        <Link to={includedServicesPath(g.id)} aria-label={`Included services of ${g.name}`} className={linkClass}>
          Included services
        </Link>
      )}
      online={useOnline()}
      add={{ to: `${SPA_PACKAGES_PATH}/new` }}
    />
  );
}
