import { resolvePaging, totalPages, type AuditList, type AuditListQuery } from '@marketplace/contract';
import type { Database } from '../../db/database';
import { dateRange } from '../../lib/date-range';
import { listAuditEntries } from './audit-log.repository';
import { toAuditEntry } from './audit.mapper';

/** Reading the audit log; entries are only ever written by recordAudit inside the changes themselves. */
export class AuditLogService {
  constructor(private readonly db: Database) {}

  async list(query: AuditListQuery): Promise<AuditList> {
    const { from, to } = dateRange(query.from, query.to);
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const { rows, total } = await listAuditEntries(this.db, { ...query, from, to }, pageSize, offset);
    return {
      Items: rows.map(toAuditEntry),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }
}
