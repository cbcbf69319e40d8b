import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { spaPackagesQuery, useDeleteSpaPackage } from '../../entities/spa-packages/spa-package-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { RecordListPage } from '../../ui/record-list-page.tsx';
import { spaPackageColumns } from './spa-package-columns.tsx';
import { includedServicesPath } from './included-services-page.tsx';
import { SPA_PACKAGES_PATH } from './spa-package-form-schema.ts';

const linkClass =
  'inline-flex min-h-touch items-center justify-center rounded px-4 font-medium text-primary-700 hover:bg-primary-50';

/** Spa packages: the groups by position, paged here; Add opens a blank group, each row its group and its included services. */
export function SpaPackagesPage() {
  const intl = useIntl();
  const columns = useMemo(() => spaPackageColumns(intl), [intl]);
  return (
    <RecordListPage
      title={intl.formatMessage({ id: 'products.spaPackages.title', defaultMessage: 'Spa packages' })}
      emptyText={intl.formatMessage({ id: 'products.spaPackages.empty', defaultMessage: 'No spa packages yet.' })}
      read={useQuery(spaPackagesQuery)}
      errorAsEmpty
      columns={columns}
      rowId={(g) => g.id}
      rowName={(g) => g.name}
      editPath={(g) => `${SPA_PACKAGES_PATH}/${g.id}`}
      deleteTitle={intl.formatMessage({ id: 'products.spaPackages.deleteTitle', defaultMessage: 'Delete spa package' })}
      remove={useDeleteSpaPackage()}
      oneDeleteAtATime
      rowExtra={(g) => (
        <Link
          to={includedServicesPath(g.id)}
          aria-label={intl.formatMessage(
            { id: 'products.includedServices.of', defaultMessage: 'Included services of {name}' },
            { name: g.name },
          )}
          className={linkClass}
        >
          {intl.formatMessage({ id: 'products.includedServices.pageTitle', defaultMessage: 'Included services' })}
        </Link>
      )}
      online={useOnline()}
      add={{ to: `${SPA_PACKAGES_PATH}/new` }}
    />
  );
}
