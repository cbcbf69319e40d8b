import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Error body of every non-200 /api answer. `errors` names each offending field. */
export interface ApiErrorBody {
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

/** Bad input is a 400 naming the field; unknown routes 404; anything unexpected a logged 500 with no detail. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((issue) => ({
        field: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const body: ApiErrorBody = {
        message: `Invalid request: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
        errors,
      };
      return reply.code(400).send(body);
    }
    // A value the database refuses as data (SQLSTATE class 22: out of range, bad date...) is bad input too: the
    // contract should have caught it, but if one slips through the client still gets a 400, never a 500.
    if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
      request.log.warn({ code: error.code }, 'database refused a value the contract let through');
      return reply.code(400).send({ message: 'Invalid request: a value is out of range or malformed.' } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error.' } satisfies ApiErrorBody);
  });
}
