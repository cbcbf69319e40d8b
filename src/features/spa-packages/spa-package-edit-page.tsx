import { useQuery } from '@tanstack/react-query';
import type { SpaPackageGroup } from '../../../contract/spa.ts';
import { spaPackageOf, spaPackagesQuery } from '../../entities/spa-packages/spa-package-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { RecordEditPage } from '../../ui/record-edit-page.tsx';
import { nextPosition } from '../../ui/ordering.ts';
import { blankSpaPackage, SPA_PACKAGES_PATH } from './spa-package-form-schema.ts';
import { SpaPackageForm } from './spa-package-form.tsx';

/** There is no GET of one group: it is read from the list. */
const useSpaPackage = (id: number) => useQuery({ ...spaPackagesQuery, select: spaPackageOf(id) });
/** A blank group, listed last: the list decides the next position. */
const useBlank = () => useQuery({ ...spaPackagesQuery, select: (groups) => blankSpaPackage(nextPosition(groups)) });

const groupId = (text: string) => (/^[0-9]+$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** /spapackages/new (a blank group, listed last) and /spapackages/{id}; an unknown id goes back to the list. */
export function SpaPackageEditPage() {
  const intl = useIntl();
  return (
    <RecordEditPage<SpaPackageGroup, number>
      listPath={SPA_PACKAGES_PATH}
      parseId={groupId}
      useRecord={useSpaPackage}
      history={{ resource: 'spa_package_groups', what: (group) => group.name }}
      title={(group) =>
        group
          ? intl.formatMessage(
              { id: 'products.spaPackages.editTitle', defaultMessage: 'Spa package {name}' },
              { name: group.name },
            )
          : intl.formatMessage({ id: 'products.spaPackages.form', defaultMessage: 'Spa package' })
      }
      form={(group) => <SpaPackageForm initial={group} />}
      create={{
        useBlank,
        title: intl.formatMessage({ id: 'products.spaPackages.newTitle', defaultMessage: 'New spa package' }),
      }}
    />
  );
}
