import type {
  DocumentRequirement,
  ProviderDocument,
  ProviderVerificationSummary,
  VerificationItem,
} from '@marketplace/contract';
import type { DocumentRow, RequirementRow } from './verification.repository';
import {
  canSubmit,
  documentsOf,
  isExpired,
  judgeVerification,
  maskNumber,
  requirementState,
  verificationStatus,
} from './verification-rules';
import { bahrainDayLabel } from '../../lib/bahrain-calendar';

export function toRequirement(row: RequirementRow): DocumentRequirement {
  return {
    RequirementId: row.id,
    BusinessType: row.businessType,
    Name: row.name,
    NameAr: row.nameAr,
    Hint: row.hint,
    HintAr: row.hintAr,
    HasNumber: row.hasNumber,
    HasIssueDate: row.hasIssueDate,
    HasExpiryDate: row.hasExpiryDate,
    IsActive: row.isActive,
    SortOrder: row.sortOrder,
  };
}

export interface DocumentView {
  /** Admins read numbers in full; everyone else sees the last four characters. */
  fullNumbers: boolean;
  url: (providerId: string, documentId: string) => string;
  now: Date;
}

export function toDocument(row: DocumentRow, view: DocumentView): ProviderDocument {
  return {
    DocumentId: row.id,
    RequirementId: row.requirementId,
    State: row.state === 'changes-requested' ? row.state : isExpired(row, view.now) ? 'expired' : row.state,
    Number: view.fullNumbers ? row.number : maskNumber(row.number),
    IssuedOn: row.issuedOn,
    ExpiresOn: row.expiresOn,
    FileName: row.fileName,
    ContentType: row.contentType,
    SizeBytes: row.sizeBytes,
    Url: view.url(row.providerId, row.id),
    Reason: row.state === 'changes-requested' ? row.reason : null,
    SubmittedAt: row.submittedAt.toISOString(),
    DecidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export interface SummaryBusiness {
  id: string;
  businessName: string;
  businessNameAr: string;
  businessType: ProviderVerificationSummary['BusinessType'];
  accState: ProviderVerificationSummary['AccState'];
  reviewRequestedAt: Date | null;
}

/**
 * The business's documents against the active requirements of its type. Documents given for a
 * requirement no longer asked for stay stored but are not listed.
 */
export function toSummary(
  business: SummaryBusiness,
  requirements: RequirementRow[],
  documents: DocumentRow[],
  view: DocumentView,
): ProviderVerificationSummary {
  const items: VerificationItem[] = requirements.map((requirement) => {
    const { newest, accepted } = documentsOf(requirement.id, documents);
    return {
      Requirement: toRequirement(requirement),
      State: requirementState(newest, view.now),
      Document: newest && toDocument(newest, view),
      Previous: accepted && accepted !== newest ? toDocument(accepted, view) : null,
    };
  });
  const states = items.map((item) => item.State);
  const judgement = judgeVerification(requirements, documents, view.now);
  const reviewRequested = business.reviewRequestedAt !== null;
  return {
    ProviderId: business.id,
    BusinessName: business.businessName,
    BusinessNameAr: business.businessNameAr,
    BusinessType: business.businessType,
    AccState: business.accState,
    Status: verificationStatus(judgement.verification, states, reviewRequested),
    VerifiedUntil:
      judgement.verification !== 'unverified' && judgement.verifiedUntil
        ? bahrainDayLabel(judgement.verifiedUntil)
        : null,
    ReviewRequestedAt: business.reviewRequestedAt?.toISOString() ?? null,
    CanSubmit: canSubmit(states, reviewRequested),
    Items: items,
  };
}
