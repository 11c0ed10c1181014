import { Type, type Static } from 'typebox';
import { SEARCH_MAX_LENGTH } from '../limits';
import {
  IsoDateTimeSchema,
  pageSizePagedListSchema,
  pageSizeQueryProperties,
  RequestDateTimeSchema,
  requiredTextSchema,
  UuidSchema,
} from './common';

// The audit log of admin actions (issue 6; shapes ours). Read only: no route edits or deletes it.

/** A record's state before or after the action, as the module that acted wrote it. */
const SnapshotSchema = Type.Union([
  Type.Object({}, { additionalProperties: true, title: 'AuditSnapshot' }),
  Type.Null(),
]);

/** One entry. The actor fields are '' (ActorUserId null) when the actor's account is gone. */
export const AuditEntrySchema = Type.Object(
  {
    AuditId: UuidSchema,
    Action: Type.String({ description: '`<target>.<verb>`, e.g. `customer.delete`, `provider.status`' }),
    TargetType: Type.String(),
    TargetId: Type.String(),
    ActorUserId: Type.Union([UuidSchema, Type.Null()]),
    ActorRole: Type.String(),
    ActorName: Type.String(),
    ActorEmail: Type.String(),
    Before: SnapshotSchema,
    After: SnapshotSchema,
    Reason: Type.String(),
    Ip: Type.String(),
    CreatedAt: IsoDateTimeSchema,
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditListSchema = pageSizePagedListSchema(AuditEntrySchema, 'AuditList');
export type AuditList = Static<typeof AuditListSchema>;

const FilterText = requiredTextSchema(SEARCH_MAX_LENGTH);

/** GET /api/Admin/audit-log: exact matches on the text filters; `from`/`to` bound CreatedAt, inclusive. */
export const AuditListQuerySchema = Type.Object(
  {
    ...pageSizeQueryProperties,
    action: Type.Optional(FilterText),
    targetType: Type.Optional(FilterText),
    targetId: Type.Optional(FilterText),
    actorUserId: Type.Optional(UuidSchema),
    from: Type.Optional(RequestDateTimeSchema),
    to: Type.Optional(RequestDateTimeSchema),
  },
  { title: 'AuditListQuery', additionalProperties: false },
);
export type AuditListQuery = Static<typeof AuditListQuerySchema>;
