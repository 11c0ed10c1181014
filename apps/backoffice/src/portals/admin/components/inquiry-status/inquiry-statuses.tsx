import { INQUIRY_STATUSES, type InquiryStatus } from '@marketplace/contract';
import { HueChip, type Hue } from '@marketplace/ui';
import { useMemo } from 'react';
import { useT, type MessageId } from '@/i18n/text';

// The spec leaves inquiry statuses and their colours open (sections 3 and 4); ours follow the
// design system's status hues: new asks for attention (blue), in progress waits (yellow),
// resolved is done (green), closed is archived (grey).

const LABELS: Record<InquiryStatus, MessageId> = {
  new: 'admin.inquiries.status.new',
  'in-progress': 'admin.inquiries.status.inProgress',
  resolved: 'admin.inquiries.status.resolved',
  closed: 'admin.inquiries.status.closed',
};

const HUES: Record<InquiryStatus, Hue> = { new: 'blue', 'in-progress': 'yellow', resolved: 'green', closed: 'grey' };

/** "In progress" / "قيد المعالجة": an inquiry status in the language on screen. */
export function useInquiryStatusLabel(): (status: InquiryStatus) => string {
  const t = useT();
  return useMemo(() => (status: InquiryStatus) => t(LABELS[status]), [t]);
}

/** The statuses as a select's or a filter list's choices, in the language on screen. */
export function useInquiryStatusChoices(): { id: InquiryStatus; name: string }[] {
  const label = useInquiryStatusLabel();
  return useMemo(() => INQUIRY_STATUSES.map((id) => ({ id, name: label(id) })), [label]);
}

export function InquiryStatusChip({ status }: { status: InquiryStatus }) {
  const label = useInquiryStatusLabel();
  return <HueChip hue={HUES[status]} label={label(status)} />;
}
