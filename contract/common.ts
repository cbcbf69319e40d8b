import { z } from 'zod/mini';

/**
 * Whole numbers as the database stores them (PostgreSQL `integer`): a larger one would pass a plain `.int()`
 * check and then fail in the database as a 500, so every whole number of the contract is bounded here.
 */
export const INT4_MAX = 2_147_483_647;
export const int = (message?: string) =>
  z.number().check(z.int(message), z.gte(-INT4_MAX - 1, 'is too small'), z.lte(INT4_MAX, 'is too large'));

/**
 * A whole number written in a URL (path param or query value): decimal digits only, so '0x10', '1e3', ' 12', '+5',
 * '12.0' are refused as they are written (a plain `z.coerce.number()` reads '0x10' as 16 and would act on that row),
 * then bounded like `int`: `min` (0 unless given) and `max` (the database's integer limit unless given).
 */
export const coerceInt = ({ min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z.pipe(
    z.string().check(z.regex(/^[0-9]+$/, 'must be a whole number written in decimal digits')),
    z.coerce
      .number<string>()
      .check(
        z.int(),
        z.gte(min, min === 1 ? 'must be 1 or more' : `must be ${min} or more`),
        z.lte(max, max === INT4_MAX ? 'is too large' : `must be ${max} or less`),
      ),
  );

/**
 * A number stored with `places` decimals (`numeric(p, places)`): one with more would be silently rounded by the
 * database, so it is refused instead (`z.refine(hasDecimals(2), ...)`).
 */
export const hasDecimals = (places: number) => (value: number) => Number(value.toFixed(places)) === value;

/** Query of a paged list (`page` is 1-based). */
export const pagedQuerySchema = z.object({
  page: z._default(coerceInt({ min: 1 }), 1),
  itemsPerPage: z._default(coerceInt({ min: 1, max: 500 }), 10),
});

export function pagedSchema<T extends z.core.SomeType>(item: T) {
  return z.object({ items: z.array(item), totalItems: int().check(z.gte(0)) });
}

export interface Paged<T> {
  items: T[];
  totalItems: number;
}

export const idParamSchema = z.object({ id: coerceInt({ min: 1 }) });

/** `{id}` in a path that is a clock id (the hotel system's product id). */
export const clockIdParamSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)) });

/** Answer of a delete by numeric id. */
export const deletedIdSchema = z.object({ id: int() });
/** Answer of a delete by clock id (the hotel system's product id). */
export const deletedClockIdSchema = z.object({ clockId: z.string() });

/** Text that must have something in it once trimmed. */
export const requiredText = (max = 500) => z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max));
export const optionalText = (max = 4000) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * An image's source: a web address (http:// or https://) or a path on this site ('/demo/images/x.svg'), never
 * another scheme (`javascript:`, `data:`...) a browser might act on. '' passes: whether one is required is the
 * field's own rule.
 */
export function isImageSource(text: string): boolean {
  const src = text.trim();
  if (src === '') return true;
  if (/^\/(?![/\\])/.test(src)) return true;
  if (!/^https?:\/\//i.test(src)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(src).protocol);
  } catch {
    return false;
  }
}
export const IMAGE_SOURCE_MESSAGE = 'must start with https:// or http://, or be a path on this site starting with /';

/**
 * `when` of a rule between fields (`z.refine(..., { when: onceValid('activeFrom', 'activeTo') })`): checked as soon
 * as those fields are valid, even while another is not, so a form shows all of a row's errors at once (zod's default
 * skips an object's rules while any field has an error). Never on a payload that is not an object at all (`null`),
 * which has its own error at the root.
 */
export const onceValid =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0 || fields.includes(String(issue.path?.[0])));
