import {
  BAHRAIN_UTC_OFFSET_MS,
  DOCUMENT_EXPIRY_WARNING_DAYS,
  type DocumentRequirement,
  type Locale,
  type ProviderDocument,
  type ProviderVerificationSummary,
  type VerificationItem,
} from '@marketplace/contract';

// What the provider's screens read from a business's verification summary (issue 38,
// docs/decisions/provider-verification.md): whether the business type may still change, which
// documents are left to give, and which accepted ones run out soon. Days are YYYY-MM-DD in
// Bahrain's calendar, as the API writes them, so they compare as strings.

/** How far ahead Home warns of an accepted document's expiry: the sweeper's first warning. */
export const EXPIRY_WARNING_DAYS = DOCUMENT_EXPIRY_WARNING_DAYS[0];

/** Today in Bahrain, '2026-11-29'. */
export function bahrainDay(now: Date = new Date()): string {
  return new Date(now.getTime() + BAHRAIN_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, if negative) `day`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD that exists in the calendar (not 2026-02-30). */
export function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/** The requirement's name and hint in the language on screen; the English when it has no Arabic. */
export function requirementText(requirement: DocumentRequirement, locale: Locale): { name: string; hint: string } {
  const arabic = locale === 'ar';
  return {
    name: (arabic && requirement.NameAr.trim()) || requirement.Name,
    hint: (arabic && requirement.HintAr.trim()) || requirement.Hint,
  };
}

/**
 * The provider changes the business type only while nothing is in review or accepted (the API
 * answers 409 otherwise): not once documents were sent, nor once one was accepted (even if it has
 * expired since).
 */
export function isBusinessTypeLocked(summary: ProviderVerificationSummary): boolean {
  if (summary.Status !== 'not-submitted' && summary.Status !== 'changes-requested') return true;
  if (summary.ReviewRequestedAt !== null) return true;
  return summary.Items.some(
    (item) =>
      item.State === 'accepted' ||
      item.State === 'expired' ||
      item.Previous !== null ||
      item.Document?.State === 'accepted',
  );
}

/** The requirements still waiting for an upload: none yet, changes asked for, or run out. */
export function itemsToUpload(summary: ProviderVerificationSummary): VerificationItem[] {
  return summary.Items.filter(
    (item) => item.State === 'missing' || item.State === 'changes-requested' || item.State === 'expired',
  );
}

/** The business's verification ran out: a document expired (its listings take no new orders). */
export function isVerificationExpired(summary: ProviderVerificationSummary): boolean {
  return summary.Status === 'expired' || summary.Items.some((item) => item.State === 'expired');
}

export interface ExpiringDocument {
  readonly item: VerificationItem;
  readonly document: ProviderDocument;
  /** YYYY-MM-DD, the document's last day. */
  readonly expiresOn: string;
}

/**
 * The accepted documents in force that expire within the warning period, soonest first. A document
 * whose renewal already waits for review (`Previous` set) is left out, as the sweeper's warnings do.
 */
export function expiringSoon(
  summary: ProviderVerificationSummary,
  today: string = bahrainDay(),
  days: number = EXPIRY_WARNING_DAYS,
): ExpiringDocument[] {
  const last = addDays(today, days);
  const expiring: ExpiringDocument[] = [];
  for (const item of summary.Items) {
    const document = item.Document;
    if (item.Previous !== null || document?.State !== 'accepted' || !document.ExpiresOn) continue;
    if (document.ExpiresOn <= last) expiring.push({ item, document, expiresOn: document.ExpiresOn });
  }
  return expiring.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}
