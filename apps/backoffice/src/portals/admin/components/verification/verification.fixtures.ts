import type {
  DocumentRequirement,
  ProviderDocument,
  ProviderVerificationSummary,
  VerificationItem,
  VerificationReview,
} from '@marketplace/contract';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import type { VerificationReviewRecord } from '@/portals/admin/data-provider/verification-reviews-resource';

// Tests only: a business, its required documents and uploads as the API answers them (issue 38).

export const PROVIDER_ID = '7d0c6c3e-1d1a-4c8e-9a55-3f1f6c2b9a01';
export const CR_ID = '0b9f7a52-4b7e-4d6a-8f0e-1a2b3c4d5e01';
export const CPR_ID = '0b9f7a52-4b7e-4d6a-8f0e-1a2b3c4d5e02';
export const IBAN_ID = '0b9f7a52-4b7e-4d6a-8f0e-1a2b3c4d5e03';

export const requirement = (fields: Partial<DocumentRequirement> = {}): DocumentRequirement => ({
  RequirementId: CR_ID,
  BusinessType: 'company',
  Name: 'Commercial Registration',
  NameAr: 'السجل التجاري',
  Hint: 'The CR certificate from Sijilat.',
  HintAr: 'شهادة السجل التجاري من سجلات.',
  HasNumber: true,
  HasIssueDate: true,
  HasExpiryDate: true,
  IsActive: true,
  SortOrder: 1,
  ...fields,
});

export const cprRequirement = requirement({
  RequirementId: CPR_ID,
  Name: 'CPR card of the signatory',
  NameAr: 'البطاقة الذكية للمفوّض بالتوقيع',
  Hint: '',
  HintAr: '',
  HasIssueDate: false,
  SortOrder: 2,
});

export const ibanRequirement = requirement({
  RequirementId: IBAN_ID,
  Name: 'IBAN letter',
  NameAr: 'شهادة رقم الحساب المصرفي الدولي',
  Hint: '',
  HintAr: '',
  HasNumber: false,
  HasExpiryDate: false,
  SortOrder: 3,
});

export const providerDocument = (fields: Partial<ProviderDocument> = {}): ProviderDocument => ({
  DocumentId: 'd0000000-0000-4000-8000-000000000001',
  RequirementId: CR_ID,
  State: 'submitted',
  Number: '123456-01',
  IssuedOn: '2025-03-01',
  ExpiresOn: '2027-03-01',
  FileName: 'cr-certificate.pdf',
  ContentType: 'application/pdf',
  SizeBytes: 204_800,
  Url: 'https://files.example.test/cr?token=abc',
  Reason: null,
  SubmittedAt: '2026-11-20T09:00:00.000Z',
  DecidedAt: null,
  ...fields,
});

export const item = (fields: Partial<VerificationItem> = {}): VerificationItem => ({
  Requirement: requirement(),
  State: 'submitted',
  Document: providerDocument(),
  Previous: null,
  ...fields,
});

/** A company with its CR (a PDF) and CPR (an image) awaiting a decision, and its IBAN letter accepted. */
export const summary = (fields: Partial<ProviderVerificationSummary> = {}): ProviderVerificationSummary => ({
  ProviderId: PROVIDER_ID,
  BusinessName: 'Gulf Cleaning',
  BusinessNameAr: 'الخليج للتنظيف',
  BusinessType: 'company',
  AccState: 'pending',
  Status: 'in-review',
  VerifiedUntil: null,
  ReviewRequestedAt: '2026-11-21T08:30:00.000Z',
  CanSubmit: false,
  Items: [
    item(),
    item({
      Requirement: cprRequirement,
      Document: providerDocument({
        DocumentId: 'd0000000-0000-4000-8000-000000000002',
        RequirementId: CPR_ID,
        Number: '880112345',
        IssuedOn: null,
        ExpiresOn: '2028-01-31',
        FileName: 'cpr.jpg',
        ContentType: 'image/jpeg',
        Url: 'https://files.example.test/cpr?token=def',
      }),
    }),
    item({
      Requirement: ibanRequirement,
      State: 'accepted',
      Document: providerDocument({
        DocumentId: 'd0000000-0000-4000-8000-000000000003',
        RequirementId: IBAN_ID,
        State: 'accepted',
        Number: '',
        ExpiresOn: null,
        FileName: 'iban.pdf',
        DecidedAt: '2026-11-21T10:00:00.000Z',
        Url: 'https://files.example.test/iban?token=ghi',
      }),
    }),
  ],
  ...fields,
});

/** The same business once every document is accepted. */
export const verifiedSummary = (): ProviderVerificationSummary => {
  const base = summary();
  return {
    ...base,
    Status: 'verified',
    VerifiedUntil: '2027-03-02',
    ReviewRequestedAt: null,
    Items: base.Items.map((each) => ({
      ...each,
      State: 'accepted',
      Document: each.Document && { ...each.Document, State: 'accepted', DecidedAt: '2026-11-22T10:00:00.000Z' },
    })),
  };
};

export const providerRecord = (fields: Partial<ProviderRecord> = {}): ProviderRecord => ({
  id: PROVIDER_ID,
  ProviderId: PROVIDER_ID,
  UserId: 'u1',
  BusinessName: 'Gulf Cleaning',
  PrimaryLocation: 'Manama',
  AccState: 'pending',
  BusinessDescription: 'Homes and offices',
  BusinessNameAr: 'الخليج للتنظيف',
  BusinessDescriptionAr: '',
  ContactName: 'Front desk',
  BusinessAddress: 'Building 12, Road 345, Manama',
  Website: '',
  IsCompleted: true,
  BusinessCategoryId: 'c1',
  CreatedAt: '2026-11-01T10:00:00.000Z',
  ModifiedAt: null,
  ModifiedBy: null,
  ProfileSubmitted: true,
  StateReason: null,
  BusinessType: 'company',
  Verification: 'unverified',
  VerifiedUntil: null,
  UserDetails: {
    FirstName: 'Sara',
    LastName: 'Ali',
    IsActive: true,
    IsDeleted: false,
    PhoneNumber: '+97333334444',
    Address: 'Manama',
    ImageUrl: '',
    Email: 'sara@gulfcleaning.example',
    CreatedAt: '2026-11-01T10:00:00.000Z',
    UpdatedAt: null,
  },
  ...fields,
});

export const review = (fields: Partial<VerificationReview> = {}): VerificationReviewRecord => {
  const row: VerificationReview = {
    ProviderId: PROVIDER_ID,
    BusinessName: 'Gulf Cleaning',
    BusinessNameAr: 'الخليج للتنظيف',
    BusinessType: 'company',
    AccState: 'pending',
    ReviewRequestedAt: '2026-11-21T08:30:00.000Z',
    AwaitingDocuments: 2,
    ...fields,
  };
  return { ...row, id: row.ProviderId };
};
