import fc from 'fast-check';
import type { JsonSchema } from './api-routes.ts';

/**
 * Valid values from a JSON Schema (the routes' zod schemas as the OpenAPI document writes them): the base the fuzz
 * test's mutations start from, so a request reaches deep enough, and the body the version test sends.
 */

export const typeOf = (schema: JsonSchema): string | undefined => {
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : schema.type ? [schema.type] : [];
  return types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
};

const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;
const pad = (n: number) => String(n).padStart(2, '0');
const realDate = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});

export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validValue));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const min = Math.max(lowest(schema) ?? 0, -1_000_000);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(highest(schema) ?? min + 1000, min + 1000)) });
    }
    case 'number': {
      const min = Math.max(lowest(schema) ?? 0, -1_000_000);
      const max = Math.min(highest(schema) ?? min + 1000, min + 1000);
      return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value)]),
      );
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant('x');
  }
}

function lowest(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + 1 : schema.minimum;
}

function highest(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - 1 : schema.maximum;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const { pattern, format } = schema;
  if ((pattern && DATE_PATTERN.test(pattern)) || format === 'date' || format === 'date-time') {
    const withTime = format === 'date-time' || (pattern?.includes('T') ?? false);
    return fc
      .tuple(realDate, fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([date, hour, minute]) => {
        const day = date.toISOString().slice(0, 10);
        if (!withTime) return day;
        return format === 'date-time'
          ? `${day}T${pad(hour)}:${pad(minute)}:00.000Z`
          : `${day}T${pad(hour)}:${pad(minute)}`;
      });
  }
  // A numeric id (`^[0-9]+$`): mostly ids the seed has, so the request goes past the lookup.
  if (pattern === '^[0-9]+$') return fc.integer({ min: 1, max: 60 }).map(String);
  if (format === 'email') return fc.emailAddress();
  if (format === 'uuid') return fc.uuid();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 20, 20));
  if (pattern)
    return fc
      .stringMatching(new RegExp(pattern))
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}
