import { apiDownload } from '../../../api/http.ts';

export type ReportRequest =
  | { kind: 'daily'; restaurantId: number; date: string }
  | { kind: 'monthly'; restaurantId: number; dateFrom: string; dateTo: string };

/**
 * GET restaurant/v2/bookings/reportDaily or reportMonthly, saved under the server's file name
 * (BookingReport_Daily_{restaurant}.xlsx / BookingReport_Monthly_{restaurant}.xlsx).
 */
export async function downloadReport(request: ReportRequest): Promise<string> {
  const { blob, fileName } =
    request.kind === 'daily'
      ? await apiDownload('restaurant/v2/bookings/reportDaily', {
          query: { date: request.date, restaurantId: request.restaurantId },
        })
      : await apiDownload('restaurant/v2/bookings/reportMonthly', {
          query: { dateFrom: request.dateFrom, dateTo: request.dateTo, restaurantId: request.restaurantId },
        });
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
