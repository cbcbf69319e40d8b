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
  /** Headers the answer carries besides its body (a challenge, a retry delay). */
  readonly headers: Readonly<Record<string, string>> = {};
  /** The JSON body of the answer. */
  body(): ApiErrorBody {
    return { message: this.message };
  }
}

/**
 * 404 `{ message: "<What> <id> not found." }`, e.g. `new NotFoundError('Hotel package', 'HP1001')`; with no
 * arguments `{ message: "Not found." }` (no such route).
 */
export class NotFoundError extends HttpError {
  readonly statusCode = 404;
  constructor();
  constructor(what: string, id: string | number);
  constructor(what?: string, id?: string | number) {
    super(what === undefined ? 'Not found.' : `${what} ${id} not found.`);
    this.name = 'NotFoundError';
  }
}

/** 401 with its `WWW-Authenticate` challenge: no bearer token (`Bearer`), or one that does not verify. */
export class UnauthorizedError extends HttpError {
  readonly statusCode = 401;
  override readonly headers: Readonly<Record<string, string>>;
  constructor(challenge: string, message = 'Sign-in required.') {
    super(message);
    this.name = 'UnauthorizedError';
    this.headers = { 'www-authenticate': challenge };
  }
}

/** 403: the request is refused as it stands (a missing or wrong anti-forgery token). */
export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** 422: the request is well formed but cannot be taken (an Idempotency-Key reused for another request). */
export class UnprocessableError extends HttpError {
  readonly statusCode = 422;
  constructor(message: string) {
    super(message);
    this.name = 'UnprocessableError';
  }
}

/** 503 with `Retry-After` (seconds): try the same request again shortly. */
export class RetryLaterError extends HttpError {
  readonly statusCode = 503;
  override readonly headers: Readonly<Record<string, string>>;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'RetryLaterError';
    this.headers = { 'retry-after': String(retryAfterSeconds) };
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
  /** `summary`: the answer's message, when it says the fields otherwise than `invalidMessage` would. */
  constructor(problems: readonly FieldProblem[], summary?: string);
  constructor(fieldOrProblems: string | readonly FieldProblem[], text?: string) {
    const problems =
      typeof fieldOrProblems === 'string'
        ? [{ field: fieldOrProblems, message: text ?? 'is invalid' }]
        : fieldOrProblems;
    super(typeof fieldOrProblems === 'string' || text === undefined ? invalidMessage(problems) : text);
    this.name = 'BadRequestError';
    this.problems = problems;
  }
  override body(): ApiErrorBody {
    return { message: this.message, errors: this.problems.map((p) => ({ ...p })) };
  }
}
