import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-errors.ts';
import { conflictOnField } from './query-meta.ts';

describe('conflictOnField', () => {
  it('turns a 409 into a refusal of the field, with the server’s message kept', async () => {
    const refused = conflictOnField(Promise.reject(new ApiError(409, 'Key exists')), 'key', 'This key is taken');
    await expect(refused).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Key exists',
      fieldErrors: [{ field: 'key', message: 'This key is taken' }],
    });
  });

  it('leaves an answer, and any other failure, as they were', async () => {
    await expect(conflictOnField(Promise.resolve('saved'), 'key', 'taken')).resolves.toBe('saved');
    const other = new ApiError(500);
    await expect(conflictOnField(Promise.reject(other), 'key', 'taken')).rejects.toBe(other);
  });
});
