import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { spaPackageOf, spaPackagesQuery } from '../../entities/spa-packages/spa-package-queries.ts';
import { EditPageShell } from '../../ui/edit-page-shell.tsx';
import { blankSpaPackage, nextPosition, SPA_PACKAGES_PATH } from './spa-package-form-schema.ts';
import { SpaPackageForm } from './spa-package-form.tsx';

/** /spapackages/new (a blank group, listed last) and /spapackages/{id}; an unknown id goes back to the list. */
export function SpaPackageEditPage() {
  const { id } = useParams();
  if (id === undefined) return <NewSpaPackage />;
  if (!/^[0-9]+$/.test(id) || Number(id) <= 0) return <Navigate to={SPA_PACKAGES_PATH} replace />;
  return <ExistingSpaPackage key={id} id={Number(id)} />;
}

function NewSpaPackage() {
  // The list decides the next position.
  const blank = useQuery({ ...spaPackagesQuery, select: (groups) => blankSpaPackage(nextPosition(groups)) });
  return (
    <EditPageShell query={blank} listPath={SPA_PACKAGES_PATH} title={() => 'New spa package'}>
      {(group) => <SpaPackageForm initial={group} />}
    </EditPageShell>
  );
}

function ExistingSpaPackage({ id }: { id: number }) {
  const found = useQuery({ ...spaPackagesQuery, select: spaPackageOf(id) });
  return (
    <EditPageShell
      query={found}
      listPath={SPA_PACKAGES_PATH}
      title={(group) => (group ? `Spa package ${group.name}` : 'Spa package')}
    >
      {(group) => <SpaPackageForm initial={group} />}
    </EditPageShell>
  );
}
