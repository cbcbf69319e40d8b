import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { imageInputSchema } from '../../../contract/images.ts';
import './use-contract-form.ts';

// Only zod/mini is loaded here, as in the console: without the English locale the forms would say "Invalid input".
describe('contract forms', () => {
  it("word the contract's own rules in zod's English, as the server's 400s do", () => {
    const result = z.safeParse(imageInputSchema, { name: 'x'.repeat(201), alt: 'a', src: 's' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Too big: expected string to have <=200 characters'],
    ]);
  });
});
