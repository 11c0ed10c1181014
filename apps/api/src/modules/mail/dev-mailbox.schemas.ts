import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, textSchema } from '@marketplace/contract';
import { OUTBOX_STATUSES } from '../../db/schema/internal-values';

// A development tool, not part of the product contract, so its schemas live here.
export const DevMailboxQuerySchema = Type.Object(
  {
    /** Only mails to this address. */
    to: Type.Optional(textSchema(EMAIL_MAX_LENGTH)),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  },
  { title: 'DevMailboxQuery', additionalProperties: false },
);

export const DevMailSchema = Type.Object(
  {
    MailId: Type.String({ format: 'uuid' }),
    To: Type.String(),
    Subject: Type.String(),
    Text: Type.String(),
    Html: Type.String(),
    Links: Type.Array(Type.String()),
    Status: Type.Union(OUTBOX_STATUSES.map((status) => Type.Literal(status))),
    Attempts: Type.Integer({ minimum: 0 }),
    CreatedAt: Type.String({ format: 'date-time' }),
    SentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'DevMail' },
);
export type DevMail = Static<typeof DevMailSchema>;

export const DevMailboxSchema = Type.Object({ Items: Type.Array(DevMailSchema) }, { title: 'DevMailbox' });
export type DevMailboxQuery = Static<typeof DevMailboxQuerySchema>;
