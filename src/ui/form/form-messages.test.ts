import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldSentence } from '../../../contract/messages.ts';
import { labelFromName } from './field-labels.ts';
import { formSchemas } from './form-schema.ts';
import './use-contract-form.ts';

// Every module of the features and entities, so every form schema they make at load is made here too; a form made
// by a factory (`discountCodeForm(codes)`) is made by calling the module's factories, as a screen would.
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/features/**/*.{ts,tsx}', '/src/entities/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  { eager: true },
);
// The same files as text: how many form schemas the code makes, so a new form cannot slip past this test.
const sources = import.meta.glob<string>(
  ['/src/features/**/*.{ts,tsx}', '/src/entities/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  { eager: true, query: '?raw', import: 'default' },
);

for (const exports of Object.values(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== 'function' || !/^[a-z]\w*(Form|FormSchema)$/.test(name)) continue;
    try {
      // What such a factory takes is the listed rows (an empty list, or set, of them).
      (value as (...args: unknown[]) => unknown)(Object.assign([], { has: () => false }));
    } catch {
      // A factory that needs more than an empty list is a screen's business; the count below catches a miss.
    }
  }
}

type Shape = Record<string, z.core.$ZodType>;
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Record<string, unknown> & { type: string };

/** The fields of a form's own schema (an object, perhaps checked or piped on). */
function shapeOf(schema: z.core.$ZodType): Shape {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Shape;
  if (def.type === 'pipe') return shapeOf(def.in as z.core.$ZodType);
  if (def.type === 'record') {
    const keys = Object.values(defOf(def.keyType as z.core.$ZodType).entries as Record<string, string>);
    return Object.fromEntries(keys.map((key) => [key, def.valueType as z.core.$ZodType]));
  }
  throw new Error(`A form schema of ${def.type}: teach this test its fields`);
}

/** The value a field of the form's own schema gets: `text` for what is typed, `num` for a number it holds. */
function valueFor(schema: z.core.$ZodType, text: string, num: number): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return valueFor(def.innerType as z.core.$ZodType, text, num);
    case 'string':
      return text;
    case 'number':
    case 'int':
      return num;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'object':
      return valuesFor(def.shape as Shape, () => text, num);
    default:
      return null;
  }
}

function valuesFor(shape: Shape, text: (index: number) => string, num: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(shape).map(([key, field], i) => [key, valueFor(field, text(i), num)]));
}

const day = (n: number) => `2030-01-${String(n).padStart(2, '0')}`;
/** What a person might type into every field at once: blank, negative, not a number, huge, too long... */
const SAME: ReadonlyArray<[string, number]> = [
  ['', Number.NaN],
  ['-3', -3],
  ['abc', Number.NaN],
  ['1.555', 1.555],
  ['99999999999', 1e12],
  ['x'.repeat(5000), 1],
  ['javascript:alert(1)', 0],
];
/** Each field a little less than the one before it: paired fields (from/to, min/max) in the wrong order. */
const DESCENDING: ReadonlyArray<(i: number) => string> = [
  (i) => String(90 - i),
  (i) => day(28 - i),
  (i) => `${day(28 - i)}T12:00`,
  (i) => `${String(20 - i).padStart(2, '0')}:00`,
];

function messagesOf(schema: z.core.$ZodType, values: unknown): string[] {
  const result = z.safeParse(schema, values);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.join('.');
    return fieldSentence(issue.message, labelFromName(path), labelFromName);
  });
}

const DEVELOPER_WORDING = [
  /Too small/i,
  /Too big/i,
  /expected/i,
  /Invalid input/i,
  /[<>]=?\s*\d/,
  /NaN/,
  /undefined|null/,
  /\b[a-z]+[A-Z]\w*/, // a camelCase name
  /^[a-z]/, // a predicate with no field in front ("must be after timeFrom")
];

describe('every form of the console', () => {
  const forms = [...new Set(formSchemas)];
  const all = forms.flatMap(({ fields, schema }) => {
    const shape = shapeOf(fields);
    const runs = [
      ...SAME.map(([text, num]) => valuesFor(shape, () => text, num)),
      ...DESCENDING.map((text) => valuesFor(shape, text, 1)),
    ];
    return runs.flatMap((values) => messagesOf(schema, values));
  });

  it('is walked here: one form schema for each the code makes', () => {
    const made = Object.entries(sources)
      .filter(([path]) => !path.endsWith('/form-schema.ts'))
      .reduce((sum, [, text]) => sum + (text.match(/\bformSchema\(/g)?.length ?? 0), 0);
    expect(made).toBeGreaterThan(10);
    expect(new Set(forms.map((f) => f.fields)).size).toBeGreaterThanOrEqual(made);
  });

  it('words every rule in plain English with the field named, never in developer words', () => {
    expect(all.length).toBeGreaterThan(100);
    const bad = [...new Set(all)].filter((message) => DEVELOPER_WORDING.some((word) => word.test(message)));
    expect(bad).toEqual([]);
  });

  it('names both fields of a rule between two', () => {
    expect(all).toContain('Max stay must not be less than Min stay.');
    expect(all).toContain('Time to must be after Time from.');
    expect(all).toContain('Position must be 0 or more.');
    expect(all).toContain('Intro text must be at most 4,000 characters.');
  });
});
