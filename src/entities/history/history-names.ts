import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { HistoryEntry } from '../../../contract/history.ts';
import type { FieldRef } from '../../../contract/history-fields.ts';
import type { RestaurantMeals } from '../../../contract/restaurants.ts';
import type { SpaPackageGroup } from '../../../contract/spa.ts';
import { addonsQuery } from '../addons/addon-queries.ts';
import { dateFiltersQuery } from '../date-filters/date-filter-queries.ts';
import { hotelPackagesQuery } from '../hotel-packages/hotel-package-queries.ts';
import { imagesQuery } from '../images/image-queries.ts';
import { restaurantMealsQuery, restaurantsQuery } from '../restaurants/restaurant-queries.ts';
import { spaPackagesQuery } from '../spa-packages/spa-package-queries.ts';
import { refsOf, type NameOf } from '../../ui/history/field-values.ts';

type Names = ReadonlyMap<string, string>;
const names = (pairs: Array<readonly [string | number, string]>): Names =>
  new Map(pairs.map(([key, name]) => [String(key), name]));

const byId = (list: ReadonlyArray<{ id: number; name: string }>) => names(list.map((r) => [r.id, r.name]));
const byClockId = (list: ReadonlyArray<{ clockId: string; name: string }>) =>
  names(list.map((r) => [r.clockId, r.name]));
const restaurantMeals = (list: readonly RestaurantMeals[]) =>
  names(list.flatMap((r) => r.meals.map((meal) => [meal.mealId, meal.name] as const)));
const mealTypes = (list: readonly RestaurantMeals[]) =>
  names(list.flatMap((r) => r.meals.map((meal) => [meal.mealTypeId, meal.name] as const)));
const spaProducts = (groups: readonly SpaPackageGroup[]) =>
  names(groups.flatMap((g) => g.products.map((p) => [p.brpProductId, p.displayName] as const)));

/**
 * The names of the records the entries' fields refer to (a booking's restaurant, a package's image, a code's hotel
 * packages...), from the lists the console reads anyway (most come with the initial load): only those the entries
 * need are read. A record that is gone is named by its kind and key ("Image 12", field-values.ts).
 */
export function useHistoryNames(entries: readonly HistoryEntry[] | undefined): NameOf {
  const refs = useMemo(() => refsOf(entries ?? []), [entries]);
  const needs = (...kinds: FieldRef[]) => kinds.some((kind) => refs.has(kind));
  const restaurants = useQuery({ ...restaurantsQuery, enabled: needs('restaurant'), select: byId });
  const meals = useQuery({ ...restaurantMealsQuery, enabled: needs('restaurantMeal'), select: restaurantMeals });
  const types = useQuery({ ...restaurantMealsQuery, enabled: needs('mealType'), select: mealTypes });
  const images = useQuery({ ...imagesQuery, enabled: needs('image'), select: byId });
  const filters = useQuery({ ...dateFiltersQuery, enabled: needs('dateFilter'), select: byId });
  const packages = useQuery({ ...hotelPackagesQuery, enabled: needs('hotelPackage'), select: byClockId });
  const addons = useQuery({ ...addonsQuery, enabled: needs('addon'), select: byClockId });
  const products = useQuery({ ...spaPackagesQuery, enabled: needs('spaProduct'), select: spaProducts });
  const lists: Record<FieldRef, Names | undefined> = {
    restaurant: restaurants.data,
    restaurantMeal: meals.data,
    mealType: types.data,
    image: images.data,
    dateFilter: filters.data,
    hotelPackage: packages.data,
    addon: addons.data,
    spaProduct: products.data,
  };
  return (ref, key) => lists[ref]?.get(String(key));
}
