import { Type, type Static } from 'typebox';
import {
  BusinessTypeSchema,
  DocumentDecisionSchema,
  DocumentStateSchema,
  ProviderAccountStateSchema,
  VerificationStatusSchema,
} from '../enums';
import { VERIFICATION_MESSAGES } from '../errors/verification-messages';
import { OPAQUE_TOKEN_PATTERN } from '../validation/rules';
import {
  DESCRIPTION_MAX_LENGTH,
  DOCUMENT_NUMBER_MAX_LENGTH,
  REQUIREMENT_HINT_MAX_LENGTH,
  REQUIREMENT_NAME_MAX_LENGTH,
} from '../limits';
import {
  arabicTextSchema,
  CountSchema,
  IsoDateTimeSchema,
  limitPagedListSchema,
  NullableIsoDateTimeSchema,
  pageLimitQueryProperties,
  requiredTextSchema,
  textSchema,
  uuidParams,
  UuidSchema,
} from './common';

// Verifying businesses (issue 38; shapes ours: the spec has no verification): the documents each
// business type must give, the provider's uploads, and the admins' review.
// docs/decisions/provider-verification.md has the rules.

/** YYYY-MM-DD, a calendar date (the API also refuses dates that do not exist, such as 2026-02-30). */
export const CALENDAR_DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
export const CalendarDateSchema = Type.String({
  pattern: CALENDAR_DATE_PATTERN,
  description: 'YYYY-MM-DD',
  errorMessage: VERIFICATION_MESSAGES.dateInvalid,
});
const NullableCalendarDateSchema = Type.Union([CalendarDateSchema, Type.Null()]);

/** A document a business type must give, as the admins configured it. */
export const DocumentRequirementSchema = Type.Object(
  {
    RequirementId: UuidSchema,
    BusinessType: BusinessTypeSchema,
    Name: Type.String(),
    NameAr: Type.String(),
    /** What the provider should upload, shown under the name ('' when none). */
    Hint: Type.String(),
    HintAr: Type.String(),
    HasNumber: Type.Boolean(),
    HasIssueDate: Type.Boolean(),
    HasExpiryDate: Type.Boolean(),
    /** Inactive requirements are no longer asked for; documents already given stay. */
    IsActive: Type.Boolean(),
    SortOrder: Type.Integer({ minimum: 0, maximum: 1000 }),
  },
  { title: 'DocumentRequirement' },
);
export type DocumentRequirement = Static<typeof DocumentRequirementSchema>;

export const DocumentRequirementListSchema = Type.Array(DocumentRequirementSchema);
export type DocumentRequirementList = Static<typeof DocumentRequirementListSchema>;

/** GET /api/Verification/requirements: providers see the active ones, admins every one. */
export const DocumentRequirementQuerySchema = Type.Object(
  { BusinessType: Type.Optional(BusinessTypeSchema) },
  { title: 'DocumentRequirementQuery', additionalProperties: false },
);
export type DocumentRequirementQuery = Static<typeof DocumentRequirementQuerySchema>;

const requirementProperties = {
  BusinessType: BusinessTypeSchema,
  Name: requiredTextSchema(REQUIREMENT_NAME_MAX_LENGTH),
  NameAr: arabicTextSchema(REQUIREMENT_NAME_MAX_LENGTH),
  Hint: Type.Optional(textSchema(REQUIREMENT_HINT_MAX_LENGTH, 'multi')),
  HintAr: arabicTextSchema(REQUIREMENT_HINT_MAX_LENGTH, 'multi'),
  HasNumber: Type.Boolean(),
  HasIssueDate: Type.Boolean(),
  HasExpiryDate: Type.Boolean(),
  IsActive: Type.Optional(Type.Boolean()),
  SortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
};

/** POST /api/Admin/verification-requirements. */
export const CreateDocumentRequirementRequestSchema = Type.Object(requirementProperties, {
  title: 'CreateDocumentRequirementRequest',
  additionalProperties: false,
});
export type CreateDocumentRequirementRequest = Static<typeof CreateDocumentRequirementRequestSchema>;

/** PUT /api/Admin/verification-requirements/{id}: what is sent changes. */
export const UpdateDocumentRequirementRequestSchema = Type.Partial(Type.Object(requirementProperties), {
  title: 'UpdateDocumentRequirementRequest',
  additionalProperties: false,
  minProperties: 1,
});
export type UpdateDocumentRequirementRequest = Static<typeof UpdateDocumentRequirementRequestSchema>;

/**
 * One uploaded document. `Number` is masked (all but its last four characters) for everyone but
 * admins. `Url` opens the file for a few minutes without a bearer token.
 */
export const ProviderDocumentSchema = Type.Object(
  {
    DocumentId: UuidSchema,
    RequirementId: UuidSchema,
    State: DocumentStateSchema,
    Number: Type.String(),
    IssuedOn: NullableCalendarDateSchema,
    ExpiresOn: NullableCalendarDateSchema,
    FileName: Type.String(),
    ContentType: Type.String(),
    SizeBytes: CountSchema,
    Url: Type.String(),
    /** The admin's reason when changes were requested; null otherwise. */
    Reason: Type.Union([Type.String(), Type.Null()]),
    SubmittedAt: IsoDateTimeSchema,
    DecidedAt: NullableIsoDateTimeSchema,
  },
  { title: 'ProviderDocument' },
);
export type ProviderDocument = Static<typeof ProviderDocumentSchema>;

/**
 * A required document and where it stands. `Document` is the newest upload; `Previous` is the
 * accepted one still in force while a newer upload waits for review (a renewal), else null.
 */
export const VerificationItemSchema = Type.Object(
  {
    Requirement: DocumentRequirementSchema,
    State: DocumentStateSchema,
    Document: Type.Union([ProviderDocumentSchema, Type.Null()]),
    Previous: Type.Union([ProviderDocumentSchema, Type.Null()]),
  },
  { title: 'VerificationItem' },
);
export type VerificationItem = Static<typeof VerificationItemSchema>;

/** GET /api/Provider/{id}/verification: the business's documents, for its provider and admins. */
export const ProviderVerificationSummarySchema = Type.Object(
  {
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    BusinessNameAr: Type.String(),
    BusinessType: BusinessTypeSchema,
    AccState: ProviderAccountStateSchema,
    Status: VerificationStatusSchema,
    /** The first day the business is no longer verified (an accepted document's expiry); null when none expires. */
    VerifiedUntil: NullableCalendarDateSchema,
    /** When the provider last sent documents for review; null when nothing waits for the admins. */
    ReviewRequestedAt: NullableIsoDateTimeSchema,
    /** True when every required document has an upload and at least one waits to be sent for review. */
    CanSubmit: Type.Boolean(),
    Items: Type.Array(VerificationItemSchema),
  },
  { title: 'ProviderVerificationSummary' },
);
export type ProviderVerificationSummary = Static<typeof ProviderVerificationSummarySchema>;

/** The multipart form field that carries the document's file. */
export const DOCUMENT_UPLOAD_FIELD = 'File';

/**
 * POST /api/Provider/{id}/documents, a multipart form: these fields and the file. Number and dates
 * are required where the requirement has them (the API says which is missing).
 */
export const UploadDocumentRequestSchema = Type.Object(
  {
    RequirementId: UuidSchema,
    Number: Type.Optional(textSchema(DOCUMENT_NUMBER_MAX_LENGTH)),
    IssuedOn: Type.Optional(Type.Union([CalendarDateSchema, Type.Literal('')])),
    ExpiresOn: Type.Optional(Type.Union([CalendarDateSchema, Type.Literal('')])),
    /** The file's name as sent (the bytes travel in the same form field). */
    [DOCUMENT_UPLOAD_FIELD]: textSchema(1000),
  },
  { title: 'UploadDocumentRequest', additionalProperties: false },
);
export type UploadDocumentRequest = Static<typeof UploadDocumentRequestSchema>;

/** PATCH /api/Provider/{id}/documents/{documentId}/review (admins). A reason is required to ask for changes. */
export const DocumentReviewRequestSchema = Type.Object(
  {
    Decision: DocumentDecisionSchema,
    Reason: Type.Optional(textSchema(DESCRIPTION_MAX_LENGTH, 'multi')),
  },
  { title: 'DocumentReviewRequest', additionalProperties: false },
);
export type DocumentReviewRequest = Static<typeof DocumentReviewRequestSchema>;

export const ProviderDocumentParamsSchema = Type.Object(
  { id: UuidSchema, documentId: UuidSchema },
  { title: 'ProviderDocumentParams', additionalProperties: false },
);
export type ProviderDocumentParams = Static<typeof ProviderDocumentParamsSchema>;
export const RequirementParamsSchema = uuidParams('id', 'RequirementParams');

/** A document file's signed link: `?token=` instead of a bearer token. */
export const DocumentFileQuerySchema = Type.Object(
  { token: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: OPAQUE_TOKEN_PATTERN })) },
  { title: 'DocumentFileQuery', additionalProperties: false },
);
export type DocumentFileQuery = Static<typeof DocumentFileQuerySchema>;

/** A business waiting for the admins' review, in the queue of GET /api/Admin/verification-reviews. */
export const VerificationReviewSchema = Type.Object(
  {
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    BusinessNameAr: Type.String(),
    BusinessType: BusinessTypeSchema,
    AccState: ProviderAccountStateSchema,
    ReviewRequestedAt: IsoDateTimeSchema,
    /** Documents waiting for a decision. */
    AwaitingDocuments: CountSchema,
  },
  { title: 'VerificationReview' },
);
export type VerificationReview = Static<typeof VerificationReviewSchema>;

export const VerificationReviewListSchema = limitPagedListSchema(VerificationReviewSchema, 'VerificationReviewList');
export type VerificationReviewList = Static<typeof VerificationReviewListSchema>;

/** GET /api/Admin/verification-reviews: oldest request first, so nobody waits longest. */
export const VerificationReviewQuerySchema = Type.Object(pageLimitQueryProperties, {
  title: 'VerificationReviewQuery',
  additionalProperties: false,
});
export type VerificationReviewQuery = Static<typeof VerificationReviewQuerySchema>;
