import { INQUIRY_STATUSES, type InquiryStatus } from '@marketplace/contract';
import { HueChip, type Hue } from '@marketplace/ui';

// The spec leaves inquiry statuses and their colours open (sections 3 and 4); ours follow the
// design system's status hues: new asks for attention (blue), in progress waits (yellow),
// resolved is done (green), closed is archived (grey).

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

const HUES: Record<InquiryStatus, Hue> = { new: 'blue', 'in-progress': 'yellow', resolved: 'green', closed: 'grey' };

export const INQUIRY_STATUS_CHOICES = INQUIRY_STATUSES.map((id) => ({ id, name: INQUIRY_STATUS_LABELS[id] }));

export function InquiryStatusChip({ status }: { status: InquiryStatus }) {
  return <HueChip hue={HUES[status]} label={INQUIRY_STATUS_LABELS[status]} />;
}
