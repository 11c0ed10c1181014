import type { CsvRowOf } from '@/components/use-rows-exporter';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';

/** An inquiry in the list's CSV export: headers in the language on screen, values as the API gives them. */
export const inquiryCsvRow: CsvRowOf<InquiryRecord> = (record, t) => ({
  [t('admin.inquiries.csv.id')]: record.InqId,
  [t('admin.inquiries.csv.received')]: record.CreatedAt,
  [t('admin.inquiries.csv.name')]: record.Name,
  [t('admin.inquiries.csv.email')]: record.Email,
  [t('admin.inquiries.csv.phone')]: record.Phone,
  [t('admin.inquiries.csv.subject')]: record.Subject,
  [t('admin.inquiries.csv.message')]: record.Message,
  [t('admin.inquiries.csv.status')]: record.Status,
});
