import { DISCOUNT_CODE_MESSAGES as M, type DiscountCode, type DiscountCodeInput } from '../../../contract/codes.ts';

/** The edit row's own state: amount as typed, dates as the date-time inputs hold them ('' for none). */
export interface DiscountCodeDraft {
  id?: number;
  code: string;
  amount: string;
  activeFrom: string;
  activeTo: string;
  daysOfWeek: number[];
}

export type DraftField = 'code' | 'amount' | 'activeTo' | 'daysOfWeek';
export type DraftErrors = Array<{ field: DraftField; message: string }>;

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
/** 'YYYY-MM-DDTHH:mm:ss' as a datetime-local input holds it ('YYYY-MM-DDTHH:mm'). */
const toInput = (value: string | null) => (value ? value.slice(0, 16) : '');

/** A new code applies every day until the person says otherwise (the database's default too). */
export function draftOf(code?: DiscountCode): DiscountCodeDraft {
  if (!code) return { code: '', amount: '', activeFrom: '', activeTo: '', daysOfWeek: ALL_DAYS };
  return { id: code.id, code: code.code, amount: String(code.amount), activeFrom: toInput(code.activeFrom), activeTo: toInput(code.activeTo), daysOfWeek: code.daysOfWeek };
}

export function inputOf(draft: DiscountCodeDraft): DiscountCodeInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    code: draft.code.trim(),
    amount: Number(draft.amount.trim().replace(',', '.')),
    activeFrom: draft.activeFrom || null,
    activeTo: draft.activeTo || null,
    daysOfWeek: draft.daysOfWeek,
  };
}

/** Spec section 5, in its order. `others`: the codes of the other rows (a code is unique in any case). */
export function draftErrors(draft: DiscountCodeDraft, others: readonly string[]): DraftErrors {
  const errors: DraftErrors = [];
  const code = draft.code.trim().toLowerCase();
  if (code === '') errors.push({ field: 'code', message: M.empty });
  else if (others.some((other) => other.toLowerCase() === code)) errors.push({ field: 'code', message: M.taken });
  const amount = Number(draft.amount.trim().replace(',', '.'));
  if (draft.amount.trim() === '' || Number.isNaN(amount)) errors.push({ field: 'amount', message: M.amountMissing });
  else if (amount > 100) errors.push({ field: 'amount', message: M.amountHigh });
  else if (amount < 0) errors.push({ field: 'amount', message: 'Discount amount cannot be negative. ' });
  if (draft.activeFrom && draft.activeTo && draft.activeTo <= draft.activeFrom) errors.push({ field: 'activeTo', message: M.order });
  if (draft.daysOfWeek.length === 0) errors.push({ field: 'daysOfWeek', message: M.noDay });
  return errors;
}

/** The server's refusal as a spec text for the row, when it is one (a duplicate code is a 409). */
export function serverErrorText(status: number | undefined, serverMessage: string | undefined): string | null {
  if (status === 409) return M.taken;
  const known = Object.values(M).find((text) => serverMessage?.includes(text.trim()));
  return status === 400 && known ? known : null;
}
