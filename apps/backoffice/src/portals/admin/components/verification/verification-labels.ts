import type {
  BusinessType,
  DocumentRequirement,
  DocumentState,
  ProviderVerification,
  VerificationStatus,
} from '@marketplace/contract';
import { useCallback } from 'react';
import { useLocale, useT, type MessageId } from '@/i18n/text';

// The words of verification (issue 38) on the admins' screens: business types, a business's
// verification and review status, a document's state, and a required document by the name its
// reader knows it by. docs/decisions/provider-verification.md has what each means.

export const BUSINESS_TYPE_LABELS: Readonly<Record<BusinessType, MessageId>> = {
  company: 'verification.admin.businessType.company',
  individual: 'verification.admin.businessType.individual',
};

export const PROVIDER_VERIFICATION_LABELS: Readonly<Record<ProviderVerification, MessageId>> = {
  verified: 'verification.admin.verification.verified',
  expired: 'verification.admin.verification.expired',
  unverified: 'verification.admin.verification.unverified',
};

const STATUS_LABELS: Readonly<Record<VerificationStatus, MessageId>> = {
  'not-submitted': 'verification.admin.status.notSubmitted',
  'in-review': 'verification.admin.status.inReview',
  'changes-requested': 'verification.admin.status.changesRequested',
  verified: 'verification.admin.status.verified',
  expired: 'verification.admin.status.expired',
};

const DOCUMENT_STATE_LABELS: Readonly<Record<DocumentState, MessageId>> = {
  missing: 'verification.admin.documentState.missing',
  submitted: 'verification.admin.documentState.submitted',
  accepted: 'verification.admin.documentState.accepted',
  'changes-requested': 'verification.admin.documentState.changesRequested',
  expired: 'verification.admin.documentState.expired',
};

/** "Company" / "شركة". */
export function useBusinessTypeLabel(): (type: BusinessType) => string {
  const t = useT();
  return useCallback((type: BusinessType) => t(BUSINESS_TYPE_LABELS[type]), [t]);
}

/** "Verified", "Verification expired", "Not verified": a business's verification as the catalog reads it. */
export function useProviderVerificationLabel(): (verification: ProviderVerification) => string {
  const t = useT();
  return useCallback((verification: ProviderVerification) => t(PROVIDER_VERIFICATION_LABELS[verification]), [t]);
}

/** Where a business's documents stand: "In review", "Changes requested"… */
export function useVerificationStatusLabel(): (status: VerificationStatus) => string {
  const t = useT();
  return useCallback((status: VerificationStatus) => t(STATUS_LABELS[status]), [t]);
}

/** One document's state: "Awaiting decision", "Accepted"… */
export function useDocumentStateLabel(): (state: DocumentState) => string {
  const t = useT();
  return useCallback((state: DocumentState) => t(DOCUMENT_STATE_LABELS[state]), [t]);
}

/**
 * A required document by the name its reader knows it by: the Arabic one on an Arabic screen where
 * the admins wrote it, the English one otherwise; likewise its hint.
 */
export function useRequirementText(): {
  name(requirement: Pick<DocumentRequirement, 'Name' | 'NameAr'>): string;
  hint(requirement: Pick<DocumentRequirement, 'Hint' | 'HintAr'>): string;
} {
  const locale = useLocale();
  return {
    name: (requirement) => (locale === 'ar' && requirement.NameAr) || requirement.Name,
    hint: (requirement) => (locale === 'ar' && requirement.HintAr) || requirement.Hint,
  };
}
