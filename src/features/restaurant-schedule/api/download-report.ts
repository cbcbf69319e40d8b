import { apiDownload } from '../../../api/http.ts';
import { ApiError } from '../../../api/api-errors.ts';
import type { LanguageCode } from '../../../i18n/languages.ts';

export type ReportRequest =
  | { kind: 'daily'; restaurantId: number; date: string }
  | { kind: 'monthly'; restaurantId: number; dateFrom: string; dateTo: string };

/**
 * GET restaurant/v2/bookings/reportDaily or reportMonthly in the person's language (`lang`: its sheets, heads and
 * words): the file and the server's name for it (BookingReport_Daily_{restaurant}.xlsx /
 * BookingReport_Monthly_{restaurant}.xlsx, the same in every language).
 */
export function fetchReport(request: ReportRequest, lang: LanguageCode): Promise<{ blob: Blob; fileName: string }> {
  return request.kind === 'daily'
    ? apiDownload('restaurant/v2/bookings/reportDaily', {
        query: { date: request.date, restaurantId: request.restaurantId, lang },
      })
    : apiDownload('restaurant/v2/bookings/reportMonthly', {
        query: { dateFrom: request.dateFrom, dateTo: request.dateTo, restaurantId: request.restaurantId, lang },
      });
}

/**
 * The server could not make the report: no answer (offline, the server down), an answer from a proxy or a server
 * that cannot reach its database (5xx), or no token (the sign-in provider is the server too). A refusal (4xx) is an
 * answer: the device would not do better.
 */
export const serverUnreachable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

/** Hands the file to the browser's downloads under its name. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): string {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
