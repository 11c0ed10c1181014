import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { InquiryRecord } from '@/portals/admin/data-provider/inquiries-resource';

// Inquiries (admins): the contact page's messages, filtered by status; the status changes in
// place, one inquiry or many at once, and inquiries are deleted after a confirmation.

export const inquiries = {
  list: lazy(() => import('./inquiry-list')),
  show: lazy(() => import('./inquiry-show')),
  icon: ContactMailOutlined,
  recordRepresentation: (record: InquiryRecord) => record.Subject,
  options: { label: 'admin.inquiries.resource' satisfies MessageId },
};
