import type {
  DocumentRequirement,
  DocumentState,
  ProviderDocument,
  ProviderVerificationSummary,
  VerificationItem,
  VerificationStatus,
} from '@marketplace/contract';
import { addDays, bahrainDay } from '@/portals/provider/components/verification-rules';
import { PROVIDER_ID } from './provider-fixtures';

// A business's verification for the provider dashboard's tests (issue 38): a company's three
// required documents as the first migration sets them, and a summary in each status.

export const CR_ID = 'a1000000-0000-4000-8000-000000000001';
export const CPR_ID = 'a1000000-0000-4000-8000-000000000002';
export const IBAN_ID = 'a1000000-0000-4000-8000-000000000003';

export const CR: DocumentRequirement = {
  RequirementId: CR_ID,
  BusinessType: 'company',
  Name: 'Commercial Registration (CR) certificate',
  NameAr: 'شهادة السجل التجاري',
  Hint: 'The certificate from Sijilat, every page.',
  HintAr: 'الشهادة من سجلات، بجميع صفحاتها.',
  HasNumber: true,
  HasIssueDate: true,
  HasExpiryDate: true,
  IsActive: true,
  SortOrder: 0,
};
export const CPR: DocumentRequirement = {
  ...CR,
  RequirementId: CPR_ID,
  Name: 'Authorised signatory’s CPR card',
  NameAr: 'البطاقة الذكية للمفوّض بالتوقيع',
  Hint: 'Both sides.',
  HintAr: 'الوجهان.',
  HasIssueDate: false,
  SortOrder: 1,
};
export const IBAN: DocumentRequirement = {
  ...CR,
  RequirementId: IBAN_ID,
  Name: 'IBAN certificate or bank letter',
  NameAr: 'شهادة الآيبان أو خطاب البنك',
  Hint: '',
  HintAr: '',
  HasNumber: false,
  HasExpiryDate: false,
  SortOrder: 2,
};

let documents = 0;

/** An upload of `requirement` in `state`; dates as the requirement has them. */
export function documentFixture(
  requirement: DocumentRequirement,
  state: Exclude<DocumentState, 'missing'>,
  overrides: Partial<ProviderDocument> = {},
): ProviderDocument {
  documents += 1;
  return {
    DocumentId: `d1000000-0000-4000-8000-${String(documents).padStart(12, '0')}`,
    RequirementId: requirement.RequirementId,
    State: state,
    Number: requirement.HasNumber ? '•••••5678' : '',
    IssuedOn: requirement.HasIssueDate ? '2026-01-10' : null,
    ExpiresOn: requirement.HasExpiryDate ? '2027-01-09' : null,
    FileName: `${requirement.Name.split(' ')[0]!.toLowerCase()}.pdf`,
    ContentType: 'application/pdf',
    SizeBytes: 120_000,
    Url: `https://files.example/documents/${documents}?token=signed`,
    Reason: null,
    SubmittedAt: '2026-11-20T09:00:00.000Z',
    DecidedAt: state === 'submitted' ? null : '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

export function itemFixture(
  requirement: DocumentRequirement,
  state: DocumentState,
  document: Partial<ProviderDocument> = {},
  previous: ProviderDocument | null = null,
): VerificationItem {
  return {
    Requirement: requirement,
    State: state,
    Document: state === 'missing' ? null : documentFixture(requirement, state, document),
    Previous: previous,
  };
}

export function summaryFixture(overrides: Partial<ProviderVerificationSummary> = {}): ProviderVerificationSummary {
  return {
    ProviderId: PROVIDER_ID,
    BusinessName: 'Gulf Tools',
    BusinessNameAr: 'أدوات الخليج',
    BusinessType: 'company',
    AccState: 'pending',
    Status: 'not-submitted',
    VerifiedUntil: null,
    ReviewRequestedAt: null,
    CanSubmit: false,
    Items: [itemFixture(CR, 'missing'), itemFixture(CPR, 'missing'), itemFixture(IBAN, 'missing')],
    ...overrides,
  };
}

/** A summary in each status, as the API would answer it. */
export function summaryIn(status: VerificationStatus): ProviderVerificationSummary {
  switch (status) {
    case 'not-submitted':
      return summaryFixture();
    case 'in-review':
      return summaryFixture({
        Status: 'in-review',
        ReviewRequestedAt: '2026-11-24T10:00:00.000Z',
        Items: [itemFixture(CR, 'submitted'), itemFixture(CPR, 'submitted'), itemFixture(IBAN, 'submitted')],
      });
    case 'changes-requested':
      return summaryFixture({
        Status: 'changes-requested',
        Items: [
          itemFixture(CR, 'changes-requested', { Reason: 'The CR certificate is cut off at the bottom.' }),
          itemFixture(CPR, 'accepted'),
          itemFixture(IBAN, 'accepted'),
        ],
      });
    case 'verified':
      return summaryFixture({
        Status: 'verified',
        AccState: 'active',
        VerifiedUntil: '2027-01-10',
        Items: [itemFixture(CR, 'accepted'), itemFixture(CPR, 'accepted'), itemFixture(IBAN, 'accepted')],
      });
    case 'expired':
      return summaryFixture({
        Status: 'expired',
        AccState: 'active',
        Items: [
          itemFixture(CR, 'expired', { State: 'expired', ExpiresOn: '2026-11-01' }),
          itemFixture(CPR, 'accepted'),
          itemFixture(IBAN, 'accepted'),
        ],
      });
  }
}

/** A verified business whose CR (accepted) expires `days` days from today in Bahrain. */
export function verifiedExpiringIn(days: number): ProviderVerificationSummary {
  const expiresOn = addDays(bahrainDay(), days);
  return summaryFixture({
    Status: 'verified',
    AccState: 'active',
    VerifiedUntil: addDays(expiresOn, 1),
    Items: [
      itemFixture(CR, 'accepted', { ExpiresOn: expiresOn }),
      itemFixture(CPR, 'accepted', { ExpiresOn: '2099-01-01' }),
      itemFixture(IBAN, 'accepted'),
    ],
  });
}
