import { z } from 'zod/mini';
import { int } from './common.ts';
import { saidShape } from './server-messages.ts';

/**
 * Versions (docs/decisions/027-record-versions.md): every record a person edits is answered with its `version`
 * (and as the ETag of a single read); every change of an existing record sends the version it was based on as
 * `If-Match: "<version>"`. A stale one is refused with 412 and nothing written; a change that sends none, with 428.
 */
export const IF_MATCH_HEADER = 'If-Match';

/** The If-Match value of a version. */
export const ifMatch = (version: number) => `"${version}"`;

/** What every versioned record carries: its version, and who changed it last, when (null: never changed). */
export const versionedFields = {
  version: int().check(z.gte(1)),
  updatedBy: z.optional(z.nullable(z.string())),
  updatedAt: z.optional(z.nullable(z.string())),
};

/**
 * The body of a 412 (stale version) or 428 (no version sent): the record as it is now, who changed it, when. Its
 * message by code (contract/server-messages.ts): `versionChanged`, `versionDeleted`, or `versionRequired` (a 428: only
 * a client that does not send versions sees it; the console always does).
 */
export const versionConflictSchema = z.object({
  message: z.string(),
  ...saidShape,
  /** The record as its read answers it now; null: it was deleted. */
  current: z.nullable(z.unknown()),
  version: z.nullable(int()),
  changedBy: z.nullable(z.string()),
  changedAt: z.nullable(z.string()),
});
export type VersionConflictBody = z.infer<typeof versionConflictSchema>;
