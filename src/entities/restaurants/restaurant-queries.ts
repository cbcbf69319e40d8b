import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantMealsSchema, restaurantSchema, type Restaurant } from '../../../contract/restaurants.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys } from '../query-meta.ts';

/** Restaurants and their meals are loaded on their own (spec section 7) and shared by the nav and every restaurant screen. */
export const restaurantKeys = resourceKeys('restaurants');

export const restaurantsQuery = queryOptions({
  queryKey: restaurantKeys.list(),
  queryFn: ({ signal }) => api.list('restaurant/v2/restaurants', restaurantSchema, { signal }),
  staleTime: 10 * 60_000,
  meta: fetchErrorMeta,
});

export const restaurantMealsQuery = queryOptions({
  queryKey: restaurantKeys.of('meals'),
  queryFn: ({ signal }) => api.list('restaurant/v2/meals', restaurantMealsSchema, { signal }),
  staleTime: 10 * 60_000,
  meta: fetchErrorMeta,
});

/** A restaurant and the meal types it serves, as the included-meal switch of a product offers them. */
export interface IncludedMealChoice {
  restaurantId: number;
  restaurantName: string;
  /** `mealId` here is the meal type (what `includedMealFk` saves), not the restaurant's own meal id. */
  meals: Array<{ mealId: number; name: string }>;
}

/** The restaurants and their meal types for the included-meal switch of spa groups, hotel packages and add-ons. */
export function useIncludedMealChoices(): IncludedMealChoice[] {
  const restaurants = useQuery(restaurantsQuery);
  const meals = useQuery(restaurantMealsQuery);
  return (restaurants.data ?? []).map((restaurant) => ({
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    meals: (meals.data?.find((entry) => entry.restaurantId === restaurant.id)?.meals ?? []).map((meal) => ({
      mealId: meal.mealTypeId,
      name: meal.name,
    })),
  }));
}

/** The restaurant of a route name; names are case-insensitive. */
export function findRestaurant(restaurants: readonly Restaurant[], routeName: string): Restaurant | undefined {
  const wanted = routeName.toLowerCase();
  return restaurants.find((restaurant) => restaurant.name.toLowerCase() === wanted);
}
