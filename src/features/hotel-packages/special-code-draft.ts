import { formatTableDate } from '../../ui/table-date.ts';
import { SPECIAL_CODE_MESSAGES, type SpecialCode, type SpecialCodeInput } from '../../../contract/codes.ts';
import { HOTEL_PACKAGE_CODE_TYPE } from './api/get-special-codes.ts';

/** A special code row being edited or added; dates as a datetime-local input holds them ('YYYY-MM-DDTHH:mm' or ''). */
export interface CodeDraft {
  id?: number;
  specialCode: string;
  activeFrom: string;
  activeTo: string;
  createdBy?: string;
  createdAt?: string;
}

/** The key of the unsaved row of new-row mode. */
export const NEW_ROW_ID = 0;

export const emptyCodeDraft = (): CodeDraft => ({ specialCode: '', activeFrom: '', activeTo: '' });

export function codeDraftOf(code: SpecialCode): CodeDraft {
  return {
    id: code.id,
    specialCode: code.specialCode,
    activeFrom: code.activeFrom?.slice(0, 16) ?? '',
    activeTo: code.activeTo?.slice(0, 16) ?? '',
    createdBy: code.createdBy,
    createdAt: code.createdAt,
  };
}

/** Spec section 9: dates in tables read YYYY-MM-DD hh:mm (see formatTableDate). */
export const tableDate = (value: string | null): string => formatTableDate(value);

/** The checks that need no server (spec section 5); uniqueness is asked of the server before saving. */
export function codeErrors(draft: CodeDraft): string[] {
  const errors: string[] = [];
  if (draft.specialCode.trim() === '') errors.push(SPECIAL_CODE_MESSAGES.empty);
  if (draft.activeFrom && draft.activeTo && draft.activeTo <= draft.activeFrom) errors.push(SPECIAL_CODE_MESSAGES.order);
  return errors;
}

/** The save body: a new code is of type 1 (hotel packages); an update carries id, createdBy and createdAt. */
export function codeInput(draft: CodeDraft, packageId: string): SpecialCodeInput {
  return {
    ...(draft.id ? { id: draft.id, createdBy: draft.createdBy, createdAt: draft.createdAt } : {}),
    specialCode: draft.specialCode.trim(),
    activeFrom: draft.activeFrom || null,
    activeTo: draft.activeTo || null,
    type: HOTEL_PACKAGE_CODE_TYPE,
    packageId,
  };
}
