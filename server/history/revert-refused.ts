import type { RevertRefused } from '../../contract/history.ts';
import type { SaidValues } from '../../contract/said.ts';
import { ConflictError, said, type ApiErrorBody, type Said } from '../http-errors.ts';

/** 409: the entry cannot be put back as it stands (its fields changed since...): nothing was changed. */
export class RevertRefusedError extends ConflictError {
  constructor(
    message: Said,
    private readonly detail: Omit<RevertRefused, 'message'> = { fields: [], changedBy: null, changedAt: null },
  ) {
    super(message);
    this.name = 'RevertRefusedError';
  }
  override body(): ApiErrorBody & RevertRefused {
    return { ...super.body(), ...this.detail };
  }
}

/**
 * Runs a write of the revert, turning what the database refuses into a plain 409: a record still in use, one it
 * refers to gone, a name taken meanwhile. (The request's transaction is rolled back with the answer.)
 */
export async function guard<T>(write: () => Promise<T>, label: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '23503') throw new RevertRefusedError(said('revert.inUse', named(label)));
    if (code === '23505') throw new RevertRefusedError(said('revert.nameTaken', named(label)));
    if (code === '23514' || code === '23502') throw new RevertRefusedError(said('revert.invalidNow'));
    throw err;
  }
}

/** A record as a refusal names it (contract/revert-messages.ts): by its label, or "the record" when it has none. */
export const named = (label: string): SaidValues => ({ named: label ? 'yes' : 'no', record: label });
