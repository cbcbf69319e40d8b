import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { imageInputSchema } from '../../../contract/images.ts';
import { wordErrors } from './use-contract-form.ts';

// Only zod/mini is loaded here, as in the console: no zod locale, the contract's plain words (contract/messages.ts).
describe('contract forms', () => {
  it("word the contract's own rules plainly, as the server's 400s do", () => {
    const result = z.safeParse(imageInputSchema, { name: 'x'.repeat(201), alt: 'a', src: '/s.svg' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'must be at most 200 characters'],
    ]);
  });

  it("say a spec text for a problem it describes, and the field's label with the rule for a text too long", () => {
    const errors = {
      name: { type: 'too_big', message: 'must be at most 200 characters' },
      alt: { type: 'too_small', message: 'is required' },
      rows: [{ seats: { type: 'too_small', message: 'must be 1 or more' } }],
      lat: { type: 'too_big', message: 'must be 90 or less' },
    };
    const label = (name: string) => ({ name: 'Name', alt: 'Alt', 'rows.0.seats': 'Seats' })[name] ?? name;
    const worded = wordErrors(
      errors as never,
      { name: 'Name is required', alt: 'Alt is required', lat: 'Latitude must be a number from -90 to 90' },
      label,
    );
    expect(worded).toEqual({
      name: { type: 'too_big', message: 'Name must be at most 200 characters.' },
      alt: { type: 'too_small', message: 'Alt is required' },
      rows: [{ seats: { type: 'too_small', message: 'Seats must be 1 or more.' } }],
      lat: { type: 'too_big', message: 'Latitude must be a number from -90 to 90' },
    });
  });
});
