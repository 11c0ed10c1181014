import type { TaxDocumentLine } from '../../db/schema';
import { refundInArabic } from '../transactions';

// A credit note's reason in Arabic (issue 36). The reason is stored as the refund was described,
// in English ("Refund for Deep clean (order #1A2B3C4D)"), by the few places that refund; it reads
// in Arabic in the transaction list's own wording (refundInArabic), the item named in Arabic
// where the note's line has that name. A reason in another wording has no Arabic: readers get the
// English.

const ORDER = '#([0-9A-F]{8})';
const WHOLE_ORDER = new RegExp(`^Refund for order ${ORDER}$`);
const ONE_ITEM = new RegExp(`^Refund for (.+) \\(order ${ORDER}\\)$`);
const LATE = new RegExp(`^Refund for order ${ORDER}: paid after the order had been cancelled$`);

const LINE_PREFIX = 'Information request: ';
const LINE_PREFIX_AR = 'طلب معلومات: ';

/** The item's Arabic name as the note's line for `name` gives it, else `name` itself. */
function arabicName(name: string, lines: readonly TaxDocumentLine[]): string {
  const line = lines.find((candidate) => candidate.description === `${LINE_PREFIX}${name}`);
  const arabic = line?.descriptionAr.startsWith(LINE_PREFIX_AR) ? line.descriptionAr.slice(LINE_PREFIX_AR.length) : '';
  return arabic || name;
}

/** '' when the reason is in a wording of its own. */
export function reasonInArabic(reason: string | null, lines: readonly TaxDocumentLine[]): string {
  if (!reason) return '';
  const whole = WHOLE_ORDER.exec(reason);
  if (whole) return refundInArabic(whole[1]!);
  const late = LATE.exec(reason);
  if (late) return `${refundInArabic(late[1]!)}: دُفع بعد إلغاء الطلب`;
  const item = ONE_ITEM.exec(reason);
  if (item) return refundInArabic(item[2]!, arabicName(item[1]!, lines));
  return '';
}
