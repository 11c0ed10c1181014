import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { providers, serviceItems } from '../../db/schema/index';
import type { NotificationEvent } from './notification-events';

// What the bell says about reviews and answered inquiries (the provider-status service words its own).

/** "بخمس نجوم": the rating as Arabic writes it (ratings are whole stars, 1 to 5). */
const STARS_AR = ['بنجمة واحدة', 'بنجمتين', 'بثلاث نجوم', 'بأربع نجوم', 'بخمس نجوم'];
const starsAr = (rating: number) => STARS_AR[rating - 1] ?? `${rating} نجوم`;

/** Tells the listing's provider about a new review; looks up who that is in the caller's transaction. */
export async function reviewReceivedEvent(
  db: DbExecutor,
  review: { id: string; serviceItemId: string; rating: number },
): Promise<NotificationEvent> {
  const [listing] = await db
    .select({
      name: serviceItems.name,
      nameAr: serviceItems.nameAr,
      providerId: providers.id,
      providerUserId: providers.userId,
    })
    .from(serviceItems)
    .innerJoin(providers, eq(providers.id, serviceItems.providerId))
    .where(eq(serviceItems.id, review.serviceItemId));
  if (!listing) throw new Error(`Listing ${review.serviceItemId} of review ${review.id} not found`);
  return {
    userId: listing.providerUserId,
    type: 'review.received',
    title: 'New review',
    body: `"${listing.name}" received a ${review.rating}-star review.`,
    titleAr: 'تقييم جديد',
    bodyAr: `حصل «${listing.nameAr || listing.name}» على تقييم ${starsAr(review.rating)}.`,
    link: '/provider-dashboard/home',
    data: { ReviewId: review.id, ServiceItemId: review.serviceItemId, ProviderId: listing.providerId },
  };
}

/** The sender of a contact message that was resolved, when they sent it signed in. */
export function inquiryAnsweredEvent(inquiry: { id: string; userId: string; subject: string }): NotificationEvent {
  return {
    userId: inquiry.userId,
    type: 'inquiry.answered',
    title: 'Your message was answered',
    body: `We have answered your message "${inquiry.subject}". Please check your e-mail for our reply.`,
    titleAr: 'تم الرد على رسالتك',
    bodyAr: `رددنا على رسالتك «${inquiry.subject}». يُرجى الاطلاع على بريدك الإلكتروني لقراءة ردنا.`,
    link: null,
    data: { InqId: inquiry.id },
  };
}
