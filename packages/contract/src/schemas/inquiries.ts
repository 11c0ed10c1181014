import { Type, type Static } from 'typebox';
import { FILTER_ALL, InquiryStatusSchema } from '../enums';
import { INQUIRY_MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../limits';
import {
  EmailSchema,
  IsoDateTimeSchema,
  NullableIsoDateTimeSchema,
  OptionalPhoneSchema,
  pageSizePagedListSchema,
  pageSizeQueryProperties,
  PersonNameSchema,
  requiredTextSchema,
  UuidSchema,
} from './common';

// Customer inquiries from the contact page, handled by admins (spec sections 3, 4 and 7.7).

export const InquirySchema = Type.Object(
  {
    InqId: UuidSchema,
    Name: Type.String(),
    Email: Type.String(),
    Phone: Type.String(),
    Subject: Type.String(),
    Message: Type.String(),
    Status: InquiryStatusSchema,
    CreatedAt: IsoDateTimeSchema,
    ModifiedAt: NullableIsoDateTimeSchema,
  },
  { title: 'Inquiry' },
);
export type Inquiry = Static<typeof InquirySchema>;

/** POST /api/CustomerInquiry (public). A new inquiry always starts as 'new'. */
export const CreateInquiryRequestSchema = Type.Object(
  {
    Name: PersonNameSchema,
    Email: EmailSchema,
    Phone: Type.Optional(OptionalPhoneSchema),
    Subject: requiredTextSchema(SUBJECT_MAX_LENGTH),
    Message: requiredTextSchema(INQUIRY_MESSAGE_MAX_LENGTH, 'multi'),
  },
  { title: 'CreateInquiryRequest', additionalProperties: false },
);
export type CreateInquiryRequest = Static<typeof CreateInquiryRequestSchema>;

export const InquiryListSchema = pageSizePagedListSchema(InquirySchema, 'InquiryList');
export type InquiryList = Static<typeof InquiryListSchema>;

/** GET /api/CustomerInquiry with page, pageSize, status ('all' or absent: no filter). */
export const InquiryListQuerySchema = Type.Object(
  {
    ...pageSizeQueryProperties,
    status: Type.Optional(Type.Union([Type.Literal(FILTER_ALL), InquiryStatusSchema], { default: FILTER_ALL })),
  },
  { title: 'InquiryListQuery', additionalProperties: false },
);
export type InquiryListQuery = Static<typeof InquiryListQuerySchema>;

/** PATCH /api/CustomerInquiry/{id}/status?status= */
export const InquiryStatusQuerySchema = Type.Object(
  { status: InquiryStatusSchema },
  { title: 'InquiryStatusQuery', additionalProperties: false },
);
export type InquiryStatusQuery = Static<typeof InquiryStatusQuerySchema>;
