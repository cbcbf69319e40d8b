/**
 * Typed HTTP errors: thrown by repositories, domain code and routes, turned into answers in one place only, the
 * error handler (server/plugins/errors.ts). Their texts are the API's: the console and the tests rely on them.
 */

/** Error body of every non-200 /api answer. `errors` names each offending field. */
export interface ApiErrorBody {
  message: string;
  errors?: FieldProblem[];
}

export interface FieldProblem {
  field: string;
  message: string;
}

export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  /** The JSON body of the answer. */
  body(): ApiErrorBody {
    return { message: this.message };
  }
}

/** 404 `{ message: "<What> <id> not found." }`, e.g. `new NotFoundError('Hotel package', 'HP1001')`. */
export class NotFoundError extends HttpError {
  readonly statusCode = 404;
  constructor(what: string, id: string | number) {
    super(`${what} ${id} not found.`);
    this.name = 'NotFoundError';
  }
}

/** 409: the request clashes with what is stored (a taken code, an attached product, a cancelled booking). */
export class ConflictError extends HttpError {
  readonly statusCode = 409;
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The 400 text of field problems, the same as the schema validation errors give. */
export function invalidMessage(problems: readonly FieldProblem[]): string {
  return `Invalid request: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`;
}

/**
 * 400 naming the field(s), in the shape of the validation errors (`{ message, errors: [{ field, message }] }`),
 * for checks a schema cannot make (an unknown image id, a meal the restaurant does not serve...).
 */
export class BadRequestError extends HttpError {
  readonly statusCode = 400;
  readonly problems: readonly FieldProblem[];
  constructor(field: string, message: string);
  constructor(problems: readonly FieldProblem[]);
  constructor(fieldOrProblems: string | readonly FieldProblem[], message = 'is invalid') {
    const problems = typeof fieldOrProblems === 'string' ? [{ field: fieldOrProblems, message }] : fieldOrProblems;
    super(invalidMessage(problems));
    this.name = 'BadRequestError';
    this.problems = problems;
  }
  override body(): ApiErrorBody {
    return { message: this.message, errors: this.problems.map((p) => ({ ...p })) };
  }
}
