import { z } from 'zod/mini';
import { versionConflictSchema, type VersionConflictBody } from '../../contract/versions.ts';

/** How a call can fail: the server's refusal (ApiError), an answer off the contract, no answer at all. */

/** A field the server refused (a 400's `errors`), with the `body.` or `query.` prefix taken off. */
export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own explanation (its `message`), when it gave one. */
    readonly serverMessage?: string,
    /** The fields a 400 named, so a form can put each message on its field. */
    readonly fieldErrors: readonly FieldError[] = [],
    /**
     * A 412 (or 428): someone else changed the record since the version the change was based on; nothing was
     * written. The record as it is now, who changed it and when (contract/versions.ts).
     */
    readonly conflict?: VersionConflictBody,
    /** The answer's whole JSON body, for a refusal that says more than its message (a revert's changed fields). */
    readonly details?: unknown,
  ) {
    super(`Request failed with status ${status}.`);
    this.name = 'ApiError';
  }
}

/** A 200 whose body does not match the contract: the server and the console disagree; a failure like any other. */
export class ContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`The answer of ${path} does not match the contract.`);
    this.name = 'ContractError';
  }
}

/**
 * No answer at all: fetch rejected (the network or the server is down), as opposed to a refusal (ApiError). A
 * TypeError, as fetch's own rejection is. `offline`: the device itself was offline when it happened, so the console
 * says so rather than that fetching failed (src/ui/read-state.ts reads it by shape).
 */
export class NoAnswerError extends TypeError {
  readonly offline = typeof navigator !== 'undefined' && !navigator.onLine;
  constructor(readonly reason: unknown) {
    super('No answer from the server.');
    this.name = 'NoAnswerError';
  }
}

/** The refusal a response that is not a success carries: its status, the server's message and fields, a conflict. */
export async function apiError(response: Response): Promise<ApiError> {
  let body: { message?: unknown; errors?: unknown; current?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // no JSON body: the status says it all
  }
  const fieldErrors = Array.isArray(body.errors)
    ? body.errors.flatMap((e: { field?: unknown; message?: unknown }) =>
        typeof e.field === 'string' && typeof e.message === 'string'
          ? [{ field: e.field.replace(/^(body|query|params)\./, ''), message: e.message }]
          : [],
      )
    : [];
  const conflict =
    response.status === 412 || response.status === 428 ? z.safeParse(versionConflictSchema, body) : undefined;
  return new ApiError(
    response.status,
    typeof body.message === 'string' ? body.message : undefined,
    fieldErrors,
    conflict?.success ? conflict.data : undefined,
    body,
  );
}
