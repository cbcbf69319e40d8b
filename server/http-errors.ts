/**
 * Typed HTTP errors: thrown by repositories, domain code and routes, turned into answers in one place only, the
 * error handler (server/plugins/errors.ts). Their texts are the API's: the console and the tests rely on them.
 *
 * Each says its message by code (decision 039, contract/server-codes.ts): the answer carries the code and its values
 * beside `message`, the code's English with those values, so the console says it in the person's language and an
 * API client that ignores codes reads the same English as ever.
 */
import type { SaidValues } from '../contract/said.ts';
import { englishOf, fieldSaid, type ServerCode } from '../contract/server-codes.ts';
import { PART_SEPARATORS, type RecordKind } from '../contract/server-messages.ts';

/** A message by its code, with its values; `parts`: values that are lists of things said on their own. */
export interface Said {
  code: ServerCode;
  values?: SaidValues;
  parts?: Record<string, Said[]>;
}

/** `{ code, values }` of a message, for a typed error: `new ConflictError(said('addonAttached'))`. */
export const said = (code: ServerCode, values?: SaidValues, parts?: Record<string, Said[]>): Said => ({
  code,
  ...(values ? { values } : {}),
  ...(parts ? { parts } : {}),
});

/** What a message says in English: its code's message with its values, a list value its parts' English joined. */
export function englishOfSaid({ code, values, parts }: Said): string {
  const all: SaidValues = { ...values };
  for (const [name, items] of Object.entries(parts ?? {})) {
    all[name] = items.map(englishOfSaid).join(PART_SEPARATORS[name] ?? ' ');
  }
  return englishOf(code, all);
}

/** The body of a message by code: `{ message, code, values?, parts? }`. */
export function saidBody(message: string, s: Said | undefined): ApiErrorBody {
  if (!s) return { message };
  const hasValues = s.values && Object.keys(s.values).length > 0;
  return {
    message,
    code: s.code,
    ...(hasValues ? { values: { ...s.values } } : {}),
    ...(s.parts
      ? {
          parts: Object.fromEntries(
            Object.entries(s.parts).map(([name, items]) => [
              name,
              items.map((item) => saidBody(englishOfSaid(item), item)),
            ]),
          ),
        }
      : {}),
  };
}

/** Error body of every non-200 /api answer. `errors` names each offending field. */
export interface ApiErrorBody {
  message: string;
  /** The message's code (contract/server-codes.ts) and its values, when it has one. */
  code?: string;
  values?: SaidValues;
  parts?: Record<string, ApiErrorBody[]>;
  errors?: FieldProblem[];
}

/** A field's problem: its English, and its code and values (`field.<key>`, contract/field-messages.ts) when known. */
export interface FieldProblem {
  field: string;
  message: string;
  code?: string;
  values?: SaidValues;
}

export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  /** Headers the answer carries besides its body (a challenge, a retry delay). */
  readonly headers: Readonly<Record<string, string>> = {};
  /** The message by code, unless it was given as plain text. */
  readonly said?: Said;
  constructor(message: string | Said) {
    super(typeof message === 'string' ? message : englishOfSaid(message));
    if (typeof message !== 'string') this.said = message;
  }
  /** The JSON body of the answer. */
  body(): ApiErrorBody {
    return saidBody(this.message, this.said);
  }
}

/**
 * The kinds of record a 404 names, by their English names as the repositories give them (`recordNotFound`'s `what`).
 * A name not listed is said as it is, with no code.
 */
export const RECORD_KINDS = {
  'Attached add-on': 'attachedAddon',
  'Attached hotel package': 'attachedHotelPackage',
  Availability: 'availability',
  'Blocked customer': 'blockedCustomer',
  Booking: 'booking',
  Change: 'change',
  'Checkout alert': 'checkoutAlert',
  'Date filter': 'dateFilter',
  'Day pass': 'dayPass',
  'Discount code': 'discountCode',
  'Frequent visitor pass': 'frequentVisitorPass',
  'Hotel package': 'hotelPackage',
  'Hotel package add-on': 'addon',
  Image: 'image',
  'Included service': 'includedService',
  Meal: 'meal',
  Restaurant: 'restaurant',
  'Restaurant meal': 'restaurantMeal',
  Restriction: 'restriction',
  'Room type': 'roomType',
  Section: 'section',
  'Special code': 'specialCode',
  'Spa package group': 'spaPackageGroup',
  'Spa product': 'spaProduct',
  String: 'string',
  Treatment: 'treatment',
} as const satisfies Record<string, RecordKind>;

/** A record's kind as a 404 names it in English (`NotFoundError`). */
export type RecordName = keyof typeof RECORD_KINDS;

/**
 * 404 `{ message: "<What> <id> not found." }`, e.g. `new NotFoundError('Hotel package', 'HP1001')` (code
 * `recordNotFound`, its kind from RECORD_KINDS); with no arguments `{ message: "Not found." }` (no such route); or a
 * message by code (`specialCodeNotFound`).
 */
export class NotFoundError extends HttpError {
  readonly statusCode = 404;
  constructor();
  constructor(said: Said);
  constructor(what: RecordName, id: string | number);
  constructor(what?: RecordName | Said, id?: string | number) {
    super(
      what === undefined
        ? said('notFound')
        : typeof what !== 'string'
          ? what
          : said('recordNotFound', { what: RECORD_KINDS[what], id: id ?? '' }),
    );
    this.name = 'NotFoundError';
  }
}

/** 401 with its `WWW-Authenticate` challenge: no bearer token (`Bearer`), or one that does not verify. */
export class UnauthorizedError extends HttpError {
  readonly statusCode = 401;
  override readonly headers: Readonly<Record<string, string>>;
  constructor(challenge: string, message: string | Said = said('signInRequired')) {
    super(message);
    this.name = 'UnauthorizedError';
    this.headers = { 'www-authenticate': challenge };
  }
}

/** 403: the request is refused as it stands (a missing or wrong anti-forgery token). */
export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
  constructor(message: string | Said) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** 422: the request is well formed but cannot be taken (an Idempotency-Key reused for another request). */
export class UnprocessableError extends HttpError {
  readonly statusCode = 422;
  constructor(message: string | Said) {
    super(message);
    this.name = 'UnprocessableError';
  }
}

/** 503 with `Retry-After` (seconds): try the same request again shortly. */
export class RetryLaterError extends HttpError {
  readonly statusCode = 503;
  override readonly headers: Readonly<Record<string, string>>;
  constructor(message: string | Said, retryAfterSeconds: number) {
    super(message);
    this.name = 'RetryLaterError';
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** 409: the request clashes with what is stored (a taken code, an attached product, a cancelled booking). */
export class ConflictError extends HttpError {
  readonly statusCode = 409;
  constructor(message: string | Said) {
    super(message);
    this.name = 'ConflictError';
  }
}

/**
 * A field's problem by code (`fieldProblem('body.imageFk', 'field.imageNotFound', { id: 7 })`), or by its English
 * (`fieldProblem('body.x', 'is required')`), whose code is found when the contract words it (contract/server-codes.ts
 * `fieldSaid`).
 */
export function fieldProblem(field: string, codeOrMessage: string, values?: SaidValues): FieldProblem {
  if (values !== undefined || codeOrMessage.startsWith('field.')) {
    const code = codeOrMessage as ServerCode;
    return {
      field,
      message: englishOf(code, values),
      code,
      ...(values && Object.keys(values).length ? { values } : {}),
    };
  }
  return withCode({ field, message: codeOrMessage });
}

/** A field's problem with the code its English is, when it is one (a zod rule's message, a server's own). */
export function withCode(problem: FieldProblem): FieldProblem {
  if (problem.code !== undefined) return problem;
  const found = fieldSaid(problem.message);
  if (!found) return problem;
  return {
    ...problem,
    code: found.code,
    ...(Object.keys(found.values).length ? { values: found.values } : {}),
  };
}

/** The 400 text of field problems, the same as the schema validation errors give. */
export function invalidMessage(problems: readonly FieldProblem[]): string {
  return englishOf('invalidRequest', { problems: problemsText(problems) });
}

const problemsText = (problems: readonly FieldProblem[]) => problems.map((p) => `${p.field}: ${p.message}`).join('; ');

/** The message of a 400 naming `problems`: `invalidRequest`, its values the problems in English. */
export const invalidSaid = (problems: readonly FieldProblem[]): Said =>
  said('invalidRequest', { problems: problemsText(problems) });

/**
 * 400 naming the field(s), in the shape of the validation errors (`{ message, errors: [{ field, message }] }`),
 * for checks a schema cannot make (an unknown image id, a meal the restaurant does not serve...). Each field's
 * problem by code (`fieldProblem`); one given by its English gets its code when the contract words it.
 */
export class BadRequestError extends HttpError {
  readonly statusCode = 400;
  readonly problems: readonly FieldProblem[];
  /** `problem`: a field message's code (`field.imageNotFound`) with `values`, or its English. */
  constructor(field: string, problem: string, values?: SaidValues);
  /** `summary`: the answer's message, when it says the fields otherwise than `invalidMessage` would. */
  constructor(problems: readonly FieldProblem[], summary?: string | Said);
  constructor(fieldOrProblems: string | readonly FieldProblem[], text?: string | Said, values?: SaidValues) {
    const problems =
      typeof fieldOrProblems === 'string'
        ? [fieldProblem(fieldOrProblems, (text as string | undefined) ?? 'field.invalid', values)]
        : fieldOrProblems.map(withCode);
    super(typeof fieldOrProblems === 'string' || text === undefined ? invalidSaid(problems) : text);
    this.name = 'BadRequestError';
    this.problems = problems;
  }
  override body(): ApiErrorBody {
    return { ...super.body(), errors: this.problems.map((p) => ({ ...p })) };
  }
}

/**
 * 400 for a request header (`Idempotency-Key`, `If-Match`, `Done-At`), said `Invalid request: header <Name>: <problem>`
 * (code `invalidHeader`), its field `header.<Name>`.
 */
export function headerRefused(header: string, code: ServerCode, values?: SaidValues): BadRequestError {
  const problem = fieldProblem(`header.${header}`, code, values);
  return new BadRequestError([problem], said('invalidHeader', { header, problem: problem.message }));
}

/** An instant as a message's value (`at`, `…At`): ISO 8601, whatever form the database gave it in. */
export const instant = (value: string | Date): string => new Date(value).toISOString();
