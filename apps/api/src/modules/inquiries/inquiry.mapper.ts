import type { Inquiry } from '@marketplace/contract';
import type { InquiryRow } from './inquiries.repository';

/** An inquiry row as the contract answers it. */
export function toInquiry(row: InquiryRow): Inquiry {
  return {
    InqId: row.id,
    Name: row.name,
    Email: row.email,
    Phone: row.phone ?? '',
    Subject: row.subject,
    Message: row.message,
    Status: row.status,
    CreatedAt: row.createdAt.toISOString(),
    ModifiedAt: row.modifiedAt?.toISOString() ?? null,
  };
}
