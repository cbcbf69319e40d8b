import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { IncludedService } from '../../../contract/spa.ts';
import {
  includedServicesQuery,
  useDeleteIncludedService,
  useSaveIncludedService,
  useSetIncludedServicePositions,
} from '../../entities/spa-packages/included-service-queries.ts';
import { spaPackageOf, spaPackagesQuery } from '../../entities/spa-packages/spa-package-queries.ts';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { changedOrder, moveByOrder, type Direction } from '../../ui/ordering.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useAnsweredSinceOpened } from '../../ui/use-form-ready.ts';
import { CopyIncludedServices } from './copy-included-services.tsx';
import { includedServiceForm } from './included-service-form.tsx';
import { SPA_PACKAGES_PATH } from './spa-package-form-schema.ts';

/** The route of a group's included services (spec section 2: the spelling is part of the route). */
export const includedServicesPath = (groupId: number) => `${SPA_PACKAGES_PATH}/${groupId}/included-servies`;

/** A move's mark (the button is named in words). */
const UP = '↑';
const DOWN = '↓';

const columnsOf = (intl: IntlShape): ReadonlyArray<Column<IncludedService>> => [
  {
    id: 'position',
    header: intl.formatMessage({ id: 'products.includedServices.position', defaultMessage: 'Position' }),
    cell: (s) => s.position,
  },
  {
    id: 'title',
    header: intl.formatMessage({ id: 'products.includedServices.title', defaultMessage: 'Title' }),
    cell: (s) => s.title,
  },
  {
    id: 'titleEn',
    header: intl.formatMessage({ id: 'products.includedServices.titleEn', defaultMessage: 'Title EN' }),
    cell: (s) => s.titleEn,
  },
  {
    id: 'description',
    header: intl.formatMessage({ id: 'products.includedServices.description', defaultMessage: 'Description' }),
    cell: (s) => s.description,
  },
  {
    id: 'descriptionEn',
    header: intl.formatMessage({ id: 'products.includedServices.descriptionEn', defaultMessage: 'Description EN' }),
    cell: (s) => s.descriptionEn,
  },
];

/** /spapackages/{groupId}/included-servies (also /spaPackages/{id}/...): an unknown group goes back to the list. */
export function IncludedServicesPage() {
  const { groupId } = useParams();
  if (groupId === undefined || !/^[0-9]+$/.test(groupId) || Number(groupId) <= 0)
    return <Navigate to={SPA_PACKAGES_PATH} replace />;
  return <GroupServices key={groupId} groupId={Number(groupId)} />;
}

/**
 * A group's included services in order (spec sections 2 and 4): add (last), edit and delete in place, move up or
 * down (swapping positions with the neighbour); a group with none can copy another's. The list reloads after each change.
 */
function GroupServices({ groupId }: { groupId: number }) {
  const intl = useIntl();
  const groups = useQuery(spaPackagesQuery);
  const group = groups.data && spaPackageOf(groupId)(groups.data);
  const services = useQuery(includedServicesQuery(groupId));
  const online = useOnline();
  const save = useSaveIncludedService();
  const remove = useDeleteIncludedService();
  const positions = useSetIncludedServicePositions();
  const form = useMemo(() => includedServiceForm(groupId, intl), [groupId, intl]);
  const columns = useMemo(() => columnsOf(intl), [intl]);
  const title = intl.formatMessage({ id: 'products.includedServices.pageTitle', defaultMessage: 'Included services' });
  const rows = services.data ?? [];
  // An unknown group is decided on the list as fetched now, not on a copy that may predate the group.
  const fresh = useAnsweredSinceOpened(groups.dataUpdatedAt);

  if (group === null && fresh) return <Navigate to={SPA_PACKAGES_PATH} replace />;

  const move = (index: number, direction: Direction) => {
    const moved = moveByOrder(rows, index, direction, 'position', 1);
    const changed = changedOrder(rows, moved, 'position', (s) => s.id).map(({ id, position }) => ({ id, position }));
    if (changed.length)
      positions.mutate(changed, { onError: () => notify.error(intl.formatMessage(uiMessages.saveError)) });
  };

  return (
    <section className="flex max-w-6xl flex-col gap-4 p-3 md:p-6">
      <Link to={SPA_PACKAGES_PATH} className="self-start text-primary-700 underline-offset-2 hover:underline">
        {intl.formatMessage({ id: 'products.includedServices.back', defaultMessage: '← Spa packages' })}
      </Link>
      <InlineCrudTable
        history={{ resource: 'included_services' }}
        label={title}
        columns={columns}
        rows={services.isError ? [] : services.data}
        read={services}
        rowKey={(s) => s.id}
        rowName={(s) => s.title}
        loading={services.isFetching || positions.isPending}
        emptyText={intl.formatMessage({
          id: 'products.includedServices.empty',
          defaultMessage: 'No included services yet.',
        })}
        online={online}
        form={form}
        onSave={(input, s) => save.mutateAsync({ ...input, version: s?.version })}
        onDelete={(s) => remove.mutateAsync(s)}
        deleteTitle={intl.formatMessage({
          id: 'products.includedServices.deleteTitle',
          defaultMessage: 'Delete included service',
        })}
        newRowAt="bottom"
        actions={(s, busy) => {
          const index = rows.findIndex((r) => r.id === s.id);
          const disabled = busy || !online || positions.isPending || services.isFetching;
          return (
            <>
              <Button
                variant="ghost"
                aria-label={intl.formatMessage(
                  { id: 'products.includedServices.moveUpNamed', defaultMessage: 'Move {title} up' },
                  { title: s.title },
                )}
                title={intl.formatMessage({ id: 'products.includedServices.moveUp', defaultMessage: 'Move up' })}
                disabled={disabled || index <= 0}
                onClick={() => move(index, 'up')}
              >
                <span aria-hidden="true">{UP}</span>
              </Button>
              <Button
                variant="ghost"
                aria-label={intl.formatMessage(
                  { id: 'products.includedServices.moveDownNamed', defaultMessage: 'Move {title} down' },
                  { title: s.title },
                )}
                title={intl.formatMessage({ id: 'products.includedServices.moveDown', defaultMessage: 'Move down' })}
                disabled={disabled || index === rows.length - 1}
                onClick={() => move(index, 'down')}
              >
                <span aria-hidden="true">{DOWN}</span>
              </Button>
            </>
          );
        }}
      >
        {({ start, busy }) => (
          <PageTitle actions={<AddAction online={online} disabled={busy} onClick={start} />}>
            {group
              ? intl.formatMessage(
                  { id: 'products.includedServices.of', defaultMessage: 'Included services of {name}' },
                  { name: group.name },
                )
              : title}
          </PageTitle>
        )}
      </InlineCrudTable>
      {services.isSuccess && !services.isFetching && rows.length === 0 && groups.data && (
        <CopyIncludedServices groupId={groupId} groups={groups.data} online={online} />
      )}
    </section>
  );
}
