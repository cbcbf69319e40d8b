import { writeBookingReport, type ReportContent } from '../../contract/booking-report.ts';

/** The booking report as a real .xlsx (contract/booking-report.ts writes its sheets, as the console does offline). */
export async function bookingReport(content: ReportContent): Promise<Buffer> {
  // Loaded on the first report, not at start: about 28 MB resident that most server processes never need.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  writeBookingReport(book, content);
  return Buffer.from(await book.xlsx.writeBuffer());
}
