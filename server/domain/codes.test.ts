import { describe, expect, it } from 'vitest';
import { isUniqueViolation, randomCode, uniqueCode } from './codes.ts';

describe('generated codes', () => {
  it('are random, readable and 8 long', () => {
    const codes = new Set(Array.from({ length: 200 }, () => randomCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('try again past codes already taken, and give up after 20 tries rather than loop', async () => {
    const asked: string[] = [];
    const third = await uniqueCode(async (code) => {
      asked.push(code);
      return asked.length < 3;
    });
    expect(asked).toHaveLength(3);
    expect(third).toBe(asked[2]);

    let tries = 0;
    await expect(
      uniqueCode(async () => {
        tries++;
        return true;
      }),
    ).rejects.toThrow('could not generate a unique code');
    expect(tries).toBe(20);
  });

  it('tell a unique violation by its SQLSTATE', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });
});
