import { dateFilterInputSchema, type DateFilter, type DateFilterInput } from '../../../contract/date-filters.ts';

/** The edit row's own state: hours as typed, dates '' when none, so nothing typed is lost while invalid. */
export interface DateFilterDraft {
  id?: number;
  name: string;
  isAnnual: boolean;
  dates: string[];
  daysOfWeek: number[];
  fromDate: string;
  toDate: string;
  hours: string;
}

/** Spec section 9: hours until arrival default 0. */
export function draftOf(filter?: DateFilter): DateFilterDraft {
  if (!filter) return { name: '', isAnnual: false, dates: [], daysOfWeek: [], fromDate: '', toDate: '', hours: '0' };
  return {
    id: filter.id,
    name: filter.name,
    isAnnual: filter.isAnnual,
    dates: filter.dates,
    daysOfWeek: filter.daysOfWeek,
    fromDate: filter.fromDate ?? '',
    toDate: filter.toDate ?? '',
    hours: String(filter.hours),
  };
}

export function inputOf(draft: DateFilterDraft): DateFilterInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name,
    isAnnual: draft.isAnnual,
    dates: draft.dates,
    daysOfWeek: draft.daysOfWeek,
    fromDate: draft.fromDate || null,
    toDate: draft.toDate || null,
    hours: draft.hours.trim() === '' ? Number.NaN : Number(draft.hours),
  };
}

const MESSAGES: Record<string, string> = {
  name: 'Name is required',
  hours: 'Hours until arrival must be a whole number, 0 or more',
  toDate: 'To date must not be before From date',
  fromDate: 'From date must be a real date',
};

/** The first problem of each field, in words for the person; empty when the draft can be saved. */
export function draftErrors(draft: DateFilterDraft): Map<string, string> {
  const errors = new Map<string, string>();
  const parsed = dateFilterInputSchema.safeParse(inputOf(draft));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (!errors.has(field)) errors.set(field, MESSAGES[field] ?? `${field} ${issue.message}`);
  }
  return errors;
}
