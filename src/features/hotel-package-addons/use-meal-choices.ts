import { useQuery } from '@tanstack/react-query';
import { restaurantMealsQuery, restaurantsQuery } from '../../api/restaurants.ts';
import type { MealChoice } from '../../ui/included-meal-fields.tsx';

/** The restaurants and their meals the included-meal switch offers. */
export function useMealChoices(): MealChoice[] {
  const restaurants = useQuery(restaurantsQuery);
  const meals = useQuery(restaurantMealsQuery);
  return (restaurants.data ?? []).map((r) => ({
    restaurantId: r.id,
    restaurantName: r.name,
    meals: meals.data?.find((m) => m.restaurantId === r.id)?.meals ?? [],
  }));
}
