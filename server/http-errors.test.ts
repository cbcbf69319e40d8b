import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RetryLaterError,
  UnauthorizedError,
  UnprocessableError,
} from './http-errors.ts';
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
  app.get('/no-route', async () => {
    throw new NotFoundError();
  });
  app.get('/summary', async () => {
    throw new BadRequestError([{ field: 'header.X', message: 'is wrong' }], 'Invalid request: header X: is wrong');
  });
  app.get('/unauthorized', async () => {
    throw new UnauthorizedError('Bearer error="invalid_token"');
  });
  app.get('/forbidden', async () => {
    throw new ForbiddenError('Anti-forgery token missing or invalid.');
  });
  app.get('/unprocessable', async () => {
    throw new UnprocessableError('This Idempotency-Key was already used for a different request.');
  });
  app.get('/later', async () => {
    throw new RetryLaterError('Busy.', 2);
  });
  app.get('/boom', async () => {
    throw new Error('secret detail');
  });

  it('turns NotFoundError into 404 "<What> <id> not found."', async () => {
    const res = await app.inject('/not-found');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Hotel package HP9 not found.',
      code: 'recordNotFound',
      values: { what: 'hotelPackage', id: 'HP9' },
    });
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
      code: 'invalidRequest',
      values: { problems: 'body.imageFk: image 7 not found' },
      errors: [
        { field: 'body.imageFk', message: 'image 7 not found', code: 'field.imageNotFound', values: { id: '7' } },
      ],
    });
    const many = await app.inject('/bad-many');
    expect(many.json()).toEqual({
      message: 'Invalid request: body.a: is wrong; body.b: is missing',
      code: 'invalidRequest',
      values: { problems: 'body.a: is wrong; body.b: is missing' },
      errors: [
        { field: 'body.a', message: 'is wrong' },
        { field: 'body.b', message: 'is missing' },
      ],
    });
  });

  it('answers NotFoundError with no arguments as 404 "Not found."', async () => {
    const res = await app.inject('/no-route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'notFound' });
  });

  it('keeps a BadRequestError summary that says the fields its own way', async () => {
    const res = await app.inject('/summary');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid request: header X: is wrong',
      errors: [{ field: 'header.X', message: 'is wrong' }],
    });
  });

  it('sends 401 with its challenge, 403, 422, and 503 with Retry-After', async () => {
    const unauthorized = await app.inject('/unauthorized');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(unauthorized.json()).toEqual({ message: 'Sign-in required.', code: 'signInRequired' });
    const forbidden = await app.inject('/forbidden');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Anti-forgery token missing or invalid.' });
    const unprocessable = await app.inject('/unprocessable');
    expect(unprocessable.statusCode).toBe(422);
    expect(unprocessable.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request.' });
    const later = await app.inject('/later');
    expect(later.statusCode).toBe(503);
    expect(later.headers['retry-after']).toBe('2');
    expect(later.json()).toEqual({ message: 'Busy.' });
  });

  it('answers anything else with a bare 500', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error.', code: 'internalError' });
  });
});
