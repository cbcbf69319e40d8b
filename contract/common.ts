import { z } from 'zod';

/**
 * Whole numbers as the database stores them (PostgreSQL `integer`): a larger one would pass a plain `.int()`
 * check and then fail in the database as a 500, so every whole number of the contract is bounded here.
 */
export const INT4_MAX = 2_147_483_647;
export const int = (message?: string) => z.number().int(message).min(-INT4_MAX - 1, 'is too small').max(INT4_MAX, 'is too large');
export const coerceInt = (message?: string) => z.coerce.number().int(message).min(-INT4_MAX - 1, 'is too small').max(INT4_MAX, 'is too large');

/** Query of a paged list (`page` is 1-based). */
export const pagedQuerySchema = z.object({
  page: coerceInt().min(1).default(1),
  itemsPerPage: coerceInt().min(1).max(500).default(10),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalItems: int().min(0) });
}

export interface Paged<T> {
  items: T[];
  totalItems: number;
}

export const idParamSchema = z.object({ id: coerceInt().positive() });

/** `{id}` in a path that is a clock id (the hotel system's product id). */
export const clockIdParamSchema = z.object({ id: z.string().trim().min(1).max(50) });

/** Answer of a delete by numeric id. */
export const deletedIdSchema = z.object({ id: int() });
/** Answer of a delete by clock id (the hotel system's product id). */
export const deletedClockIdSchema = z.object({ clockId: z.string() });

/** Text that must have something in it once trimmed. */
export const requiredText = (max = 500) => z.string().trim().min(1, 'is required').max(max);
export const optionalText = (max = 4000) => z.string().max(max).default('');
