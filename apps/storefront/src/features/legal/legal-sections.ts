// The three policies of /cookie-policy (spec 2.1). The ids are the anchors other pages link to
// (footer, cookie banner, sign-up forms), so they are spelled here once, matching paths.cookiePolicy.

export type LegalSectionId = 'privacy-policy' | 'terms-of-service' | 'cookie-policy';

export const LEGAL_SECTIONS: ReadonlyArray<{ id: LegalSectionId; title: string }> = [
  { id: 'privacy-policy', title: 'Privacy Policy' },
  { id: 'terms-of-service', title: 'Terms of Service' },
  { id: 'cookie-policy', title: 'Cookie Policy' },
];

export const legalHeadingId = (id: LegalSectionId) => `${id}-title`;

/** When the texts last changed; shown on the page so returning readers can tell. */
export const LEGAL_LAST_UPDATED = 'November 22, 2026';
