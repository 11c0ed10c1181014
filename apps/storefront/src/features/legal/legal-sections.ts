import type { MessageId } from '@/locales/message-id';

// The three policies of /cookie-policy (spec 2.1). The ids are the anchors other pages link to
// (footer, cookie banner, sign-up forms), so they are spelled here once, matching paths.cookiePolicy.
// They stay the same in every language; the titles are message ids, translated where rendered.

export type LegalSectionId = 'privacy-policy' | 'terms-of-service' | 'cookie-policy';

export const LEGAL_SECTIONS: ReadonlyArray<{ id: LegalSectionId; title: MessageId }> = [
  { id: 'privacy-policy', title: 'legal.section.privacy' },
  { id: 'terms-of-service', title: 'legal.section.terms' },
  { id: 'cookie-policy', title: 'legal.section.cookies' },
];

export const legalHeadingId = (id: LegalSectionId) => `${id}-title`;

/**
 * When the texts last changed (a calendar day in Bahrain); shown on the page so returning readers
 * can tell, formatted per language ("November 22, 2026" / "22 نوفمبر 2026").
 */
export const LEGAL_LAST_UPDATED = '2026-11-22T12:00:00+03:00';
