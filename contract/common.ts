import { z } from 'zod';

/** Query of a paged list (`page` is 1-based). */
export const pagedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(10),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalItems: z.number().int().min(0) });
}

export interface Paged<T> {
  items: T[];
  totalItems: number;
}

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Text that must have something in it once trimmed. */
export const requiredText = (max = 500) => z.string().trim().min(1, 'is required').max(max);
export const optionalText = (max = 4000) => z.string().max(max).default('');
