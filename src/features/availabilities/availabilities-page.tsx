import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AvailabilityRule } from '../../../contract/availability.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { availabilitiesQuery, useDeleteAvailability } from '../../entities/availabilities/availability-queries.ts';
import { restaurantMealsQuery } from '../../entities/restaurants/restaurant-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { HistoryButton } from '../../ui/history/history-button.tsx';
import { labelsFrom } from '../../ui/history/history-values.ts';
import { RowActions } from '../../ui/row-actions.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { deleteRefusedText } from '../../ui/version-conflict.tsx';
import { availabilityColumns, availabilitySorts } from './availability-columns.tsx';
import { AvailabilityForm } from './availability-form.tsx';

/** Seat availability rules of one restaurant: paged and sorted in the URL (page 1 with 20 rules at first), add/edit in a dialog, confirmed delete. */
export function AvailabilitiesPage({ restaurant }: { restaurant: Restaurant }) {
  const intl = useIntl();
  const paging = usePagedList({
    defaultSize: 20,
    sorts: availabilitySorts,
    defaultSort: { sort: 'id', sortDir: 'asc' },
  });
  const sort = paging.sort ?? { sort: 'id', sortDir: 'asc' };
  const list = useQuery(availabilitiesQuery(restaurant.id, { ...paging.query, ...sort }));
  const meals = useQuery(restaurantMealsQuery);
  const restaurantMeals = meals.data?.find((entry) => entry.restaurantId === restaurant.id)?.meals ?? [];
  const online = useOnline();
  const remove = useDeleteAvailability();
  const [editing, setEditing] = useState<AvailabilityRule | 'new' | null>(null);
  const total = list.data?.totalItems ?? 0;

  const mealName = (id: number) => restaurantMeals.find((meal) => meal.mealId === id)?.name ?? `#${id}`;
  /** A rule by its description, or by its number when it has none. */
  const ruleName = (rule: AvailabilityRule) =>
    rule.description ||
    intl.formatMessage({ id: 'door.availabilities.ruleNumber', defaultMessage: 'rule {id}' }, { id: String(rule.id) });
  const columns: Array<Column<AvailabilityRule>> = [
    ...availabilityColumns(intl, mealName),
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'door.availabilities.actions', defaultMessage: 'Actions' }),
      pinned: true,
      cell: (rule) => (
        <div className="flex flex-wrap gap-1">
          <RowActions
            name={ruleName(rule)}
            onEdit={() => setEditing(rule)}
            online={online}
            deleteTitle={intl.formatMessage({
              id: 'door.availabilities.deleteTitle',
              defaultMessage: 'Delete availability',
            })}
            onDelete={() =>
              remove.mutate(rule, {
                onSuccess: () => paging.afterDelete(total),
                onError: (error) => notify.error(deleteRefusedText(intl.formatMessage(uiMessages.deleteError), error)),
              })
            }
          />
          <HistoryButton
            resource="availability_rules"
            id={rule.id}
            what={ruleName(rule)}
            labelOf={labelsFrom(new Map(columns.map((c) => [c.id, c.header])))}
          />
        </div>
      ),
    },
  ];

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={
          <AddAction online={online} disabled={restaurantMeals.length === 0} onClick={() => setEditing('new')} />
        }
      >
        {intl.formatMessage(
          { id: 'door.availabilities.title', defaultMessage: '{restaurant} availabilities' },
          { restaurant: restaurant.name },
        )}
      </PageTitle>
      <DataTable
        label={intl.formatMessage(
          { id: 'door.availabilities.tableLabel', defaultMessage: '{restaurant} availability rules' },
          { restaurant: restaurant.name },
        )}
        columns={columns}
        rows={list.isError ? [] : list.data?.items}
        read={list}
        rowKey={(rule) => rule.id}
        loading={list.isFetching}
        emptyText={intl.formatMessage({
          id: 'door.availabilities.empty',
          defaultMessage: 'No availability rules yet.',
        })}
        sort={sort}
        onSortChange={paging.setSort}
        footer={<Pager {...paging.pager(total)} />}
      />
      {editing && (
        <AvailabilityForm
          restaurantId={restaurant.id}
          meals={restaurantMeals}
          rule={editing === 'new' ? undefined : editing}
          online={online}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
