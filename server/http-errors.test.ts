import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, NotFoundError } from './http-errors.ts';
import { registerErrorHandling } from './plugins/errors.ts';

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/not-found', async () => {
    throw new NotFoundError('Hotel package', 'HP9');
  });
  app.get('/conflict', async () => {
    throw new ConflictError('This add-on is already attached to the hotel package.');
  });
  app.get('/bad', async () => {
    throw new BadRequestError('body.imageFk', 'image 7 not found');
  });
  app.get('/bad-many', async () => {
    throw new BadRequestError([
      { field: 'body.a', message: 'is wrong' },
      { field: 'body.b', message: 'is missing' },
    ]);
  });
  app.get('/boom', async () => {
    throw new Error('secret detail');
  });

  it('turns NotFoundError into 404 "<What> <id> not found."', async () => {
    const res = await app.inject('/not-found');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Hotel package HP9 not found.' });
  });

  it('turns ConflictError into 409 with its message', async () => {
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This add-on is already attached to the hotel package.' });
  });

  it('turns BadRequestError into 400 in the shape of the validation errors', async () => {
    const one = await app.inject('/bad');
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      message: 'Invalid request: body.imageFk: image 7 not found',
      errors: [{ field: 'body.imageFk', message: 'image 7 not found' }],
    });
    const many = await app.inject('/bad-many');
    expect(many.json()).toEqual({
      message: 'Invalid request: body.a: is wrong; body.b: is missing',
      errors: [
        { field: 'body.a', message: 'is wrong' },
        { field: 'body.b', message: 'is missing' },
      ],
    });
  });

  it('answers anything else with a bare 500', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error.' });
  });
});
