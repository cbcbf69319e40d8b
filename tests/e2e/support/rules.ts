import type { ApiCaller } from './api.ts';

/** Brasseriet, the seeded restaurant the schedule tests and the bench use. */
const BRASSERIET = 1;

/** An availability rule for brasseriet's Dinner on the given dates (the schedule's slots come from such rules). */
export async function addDinnerRule(
  api: ApiCaller,
  rule: {
    description: string;
    dates: string[];
    timeFrom: string;
    timeTo: string;
    webSeats: number;
    manualSeats: number;
    priority: number;
  },
): Promise<void> {
  const meals =
    await api.get<Array<{ restaurantId: number; meals: Array<{ mealId: number; name: string }> }>>(
      'restaurant/v2/meals',
    );
  const dinner = meals.find((m) => m.restaurantId === BRASSERIET)?.meals.find((m) => m.name === 'Dinner');
  if (!dinner) throw new Error('brasseriet has no Dinner meal');
  await api.send('POST', 'restaurant/v2/availability', {
    restaurantId: BRASSERIET,
    restaurantMealId: dinner.mealId,
    daysOfWeek: [],
    ...rule,
  });
}
