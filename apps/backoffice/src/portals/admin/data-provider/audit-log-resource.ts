import type { Api } from '@marketplace/client';
import type { AuditEntry } from '@marketplace/contract';
import { dateBound, given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// audit-log: GET /api/Admin/audit-log?page&pageSize&action&targetType&targetId&actorUserId&from&to
// (read-only).

export type AuditEntryRecord = WithId<AuditEntry>;

export function auditLogResource(api: Api): ResourceHandlers<AuditEntryRecord> {
  return {
    getList: async (params) => {
      const { page, perPage } = pageOf(params);
      const filter = params.filter ?? {};
      const list = await api.admin.auditLog({
        page,
        pageSize: perPage,
        action: given(filter.Action),
        targetType: given(filter.TargetType),
        targetId: given(filter.TargetId),
        actorUserId: given(filter.ActorUserId),
        from: dateBound(filter.from, 'from'),
        to: dateBound(filter.to, 'to'),
      });
      return { data: list.Items.map((e) => withId(e, e.AuditId)), total: list.TotalItems };
    },
  };
}
