import type { RevertRefused } from '../../contract/history.ts';
import { ConflictError, type ApiErrorBody } from '../http-errors.ts';

/** 409: the entry cannot be put back as it stands (its fields changed since...): nothing was changed. */
export class RevertRefusedError extends ConflictError {
  constructor(
    message: string,
    private readonly detail: Omit<RevertRefused, 'message'> = { fields: [], changedBy: null, changedAt: null },
  ) {
    super(message);
    this.name = 'RevertRefusedError';
  }
  override body(): ApiErrorBody & RevertRefused {
    return { message: this.message, ...this.detail };
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
    const what = label || 'the record';
    if (code === '23503') {
      throw new RevertRefusedError(
        `Not reverted: ${what} is in use elsewhere, or something it refers to has been deleted since.`,
      );
    }
    if (code === '23505')
      throw new RevertRefusedError(`Not reverted: another record now has the same name or code as ${what}.`);
    if (code === '23514' || code === '23502')
      throw new RevertRefusedError(`Not reverted: the values before would not be valid now.`);
    throw err;
  }
}
