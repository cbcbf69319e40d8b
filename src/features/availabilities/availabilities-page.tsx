import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { availabilityListQuerySchema, type AvailabilityRule } from '../../../contract/availability.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { restaurantMealsQuery } from '../../entities/restaurants/restaurant-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { dayName, sortDays } from '../../ui/days-of-week.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { availabilitiesQuery } from './api/get-availabilities.ts';
import { useDeleteAvailability } from './api/save-availability.ts';
import { AvailabilityForm } from './availability-form.tsx';

const FETCH_ERROR = 'There was an error while fetching data.';

function parseQuery(params: URLSearchParams) {
  return availabilityListQuerySchema.catch(availabilityListQuerySchema.parse({})).parse(Object.fromEntries(params));
}

/** Seat availability rules of one restaurant: paged, sortable, with add/edit and a confirmed delete. */
export function AvailabilitiesPage({ restaurant }: { restaurant: Restaurant }) {
  const [params, setParams] = useSearchParams();
  // Page, size and sort live in the URL (spec section 2); the first load is page 1 with 20 rules.
  const query = parseQuery(params);
  const list = useQuery(availabilitiesQuery(restaurant.id, query));
  const meals = useQuery(restaurantMealsQuery);
  const restaurantMeals = meals.data?.find((entry) => entry.restaurantId === restaurant.id)?.meals ?? [];
  const online = useOnline();
  const remove = useDeleteAvailability();
  const [editing, setEditing] = useState<AvailabilityRule | 'new' | null>(null);

  useEffect(() => {
    if (list.isError) notify.error(FETCH_ERROR);
  }, [list.isError, list.errorUpdatedAt]);

  // Built from the URL as it is at the moment of the change, so two changes in one event both count.
  const setQuery = (changes: Partial<typeof query>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries({ ...parseQuery(current), ...changes })) next.set(key, String(value));
      return next;
    });

  const mealName = (id: number) => restaurantMeals.find((meal) => meal.mealId === id)?.name ?? `#${id}`;
  const columns: Array<Column<AvailabilityRule>> = [
    { id: 'restaurantMealId', header: 'Meal', sortable: true, cell: (rule) => mealName(rule.restaurantMealId) },
    { id: 'description', header: 'Description', sortable: true, cell: (rule) => rule.description },
    { id: 'dates', header: 'Dates', cell: (rule) => rule.dates.join(', ') },
    { id: 'daysOfWeek', header: 'Days of week', cell: (rule) => sortDays(rule.daysOfWeek).map(dayName).map((d) => d.slice(0, 3)).join(', ') },
    { id: 'timeFrom', header: 'Time from', sortable: true, cell: (rule) => rule.timeFrom },
    { id: 'timeTo', header: 'Time to', sortable: true, cell: (rule) => rule.timeTo },
    { id: 'webSeats', header: 'Web seats', sortable: true, cell: (rule) => rule.webSeats },
    { id: 'manualSeats', header: 'Manual seats', sortable: true, cell: (rule) => rule.manualSeats },
    { id: 'priority', header: 'Priority', sortable: true, cell: (rule) => rule.priority },
    {
      id: 'actions',
      header: 'Actions',
      cell: (rule) => (
        <RowActions
          name={rule.description || `rule ${rule.id}`}
          onEdit={() => setEditing(rule)}
          online={online}
          deleteTitle="Delete availability"
          onDelete={() => remove.mutate(rule.id, { onError: () => notify.error('There was an error while deleting item.') })}
        />
      ),
    },
  ];

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={<AddAction online={online} disabled={restaurantMeals.length === 0} onClick={() => setEditing('new')} />}
      >
        {`${restaurant.name} availabilities`}
      </PageTitle>
      <DataTable
        label={`${restaurant.name} availability rules`}
        columns={columns}
        rows={list.isError ? [] : list.data?.items}
        rowKey={(rule) => rule.id}
        loading={list.isFetching}
        emptyText="No availability rules yet."
        sort={{ sort: query.sort, sortDir: query.sortDir }}
        onSortChange={(sort) => setQuery({ ...sort, sort: sort.sort as typeof query.sort, page: 1 })}
        footer={
          <Pager
            page={query.page}
            total={list.data?.totalItems ?? 0}
            pageSize={query.itemsPerPage}
            onPageChange={(page) => setQuery({ page })}
            onPageSizeChange={(itemsPerPage) => setQuery({ itemsPerPage, page: 1 })}
          />
        }
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
