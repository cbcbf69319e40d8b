import { z } from 'zod';

/**
 * Whole numbers as the database stores them (PostgreSQL `integer`): a larger one would pass a plain `.int()`
 * check and then fail in the database as a 500, so every whole number of the contract is bounded here.
 */
export const INT4_MAX = 2_147_483_647;
export const int = (message?: string) => z.number().int(message).min(-INT4_MAX - 1, 'is too small').max(INT4_MAX, 'is too large');

/**
 * A whole number written in a URL (path param or query value): decimal digits only, so '0x10', '1e3', ' 12', '+5',
 * '12.0' are refused as they are written (a plain `z.coerce.number()` reads '0x10' as 16 and would act on that row),
 * then bounded like `int`: `min` (0 unless given) and `max` (the database's integer limit unless given).
 */
export const coerceInt = ({ min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z
    .string()
    .regex(/^[0-9]+$/, 'must be a whole number written in decimal digits')
    .pipe(
      z.coerce
        .number<string>()
        .int()
        .min(min, min === 1 ? 'must be 1 or more' : `must be ${min} or more`)
        .max(max, max === INT4_MAX ? 'is too large' : `must be ${max} or less`),
    );

/**
 * A number stored with `places` decimals (`numeric(p, places)`): one with more would be silently rounded by the
 * database, so it is refused instead (`.refine(hasDecimals(2), ...)`).
 */
export const hasDecimals = (places: number) => (value: number) => Number(value.toFixed(places)) === value;

/** Query of a paged list (`page` is 1-based). */
export const pagedQuerySchema = z.object({
  page: coerceInt({ min: 1 }).default(1),
  itemsPerPage: coerceInt({ min: 1, max: 500 }).default(10),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalItems: int().min(0) });
}

export interface Paged<T> {
  items: T[];
  totalItems: number;
}

export const idParamSchema = z.object({ id: coerceInt({ min: 1 }) });

/** `{id}` in a path that is a clock id (the hotel system's product id). */
export const clockIdParamSchema = z.object({ id: z.string().trim().min(1).max(50) });

/** Answer of a delete by numeric id. */
export const deletedIdSchema = z.object({ id: int() });
/** Answer of a delete by clock id (the hotel system's product id). */
export const deletedClockIdSchema = z.object({ clockId: z.string() });

/** Text that must have something in it once trimmed. */
export const requiredText = (max = 500) => z.string().trim().min(1, 'is required').max(max);
export const optionalText = (max = 4000) => z.string().max(max).default('');
