import {
  CUSTOMER_ADMIN_MESSAGES,
  DEFAULT_CUSTOMER_SORT,
  parseSort,
  resolvePaging,
  totalPages,
  type Customer,
  type CustomerDetails,
  type CustomerList,
  type CustomerListQuery,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { type AdminContext } from '../../identity/admin-context';
import { consumeEmailTokens, revokeAllRefreshTokens } from '../auth';
import { customerOrderCounts, customerSpentFils } from '../orders';
import { markUserDeleted, setCustomerActive, toCustomer } from '../users';
import { findCustomer, listCustomers } from './customers.repository';
import { toCustomerDetails } from './customers.mapper';

/** The admins' view of customers: list, details, activation and soft delete (spec 4, 7.2). */
export class CustomerAdminService {
  constructor(private readonly db: Database) {}

  async list(query: CustomerListQuery): Promise<CustomerList> {
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const sort = parseSort(query.sort, DEFAULT_CUSTOMER_SORT);
    const { rows, total } = await listCustomers(this.db, query, sort, pageSize, offset);
    return {
      Items: rows.map(toCustomer),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }

  async details(id: string): Promise<CustomerDetails> {
    const user = await findCustomer(this.db, id);
    if (!user) throw notFound(CUSTOMER_ADMIN_MESSAGES.notFound);
    const [counts, spentFils] = await Promise.all([customerOrderCounts(this.db, id), customerSpentFils(this.db, id)]);
    return toCustomerDetails(user, counts, spentFils);
  }

  /**
   * IsActive is the account's "verified" flag (issue 3): activating vouches for the customer as
   * a verification would; deactivating makes the account unverified again (profile read-only,
   * the verification banner shows). EmailConfirmed is left alone: it records whether the address
   * was proven, which an admin cannot change. Open verification links are retired, so an old one
   * cannot undo the deactivation. Re-applying the same state is recorded too (the admin acted).
   */
  async setActive(context: AdminContext, id: string, isActive: boolean): Promise<Customer> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedLiveCustomer(tx, id, CUSTOMER_ADMIN_MESSAGES.deletedNoStatusChange);
      if (!isActive) await consumeEmailTokens(tx, id, 'verify-email');
      const after = toCustomer(await setCustomerActive(tx, id, isActive));
      const action = isActive ? 'customer.activate' : 'customer.deactivate';
      await recordAudit(tx, { ...auditBase(context, id), action, before, after });
      return after;
    });
  }

  /** Soft delete; a second delete is 409 (nothing left to do, and no second audit entry). */
  async remove(context: AdminContext, id: string): Promise<Customer> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedLiveCustomer(tx, id, CUSTOMER_ADMIN_MESSAGES.alreadyDeleted);
      const after = toCustomer(await markUserDeleted(tx, id));
      // Sign-in and refresh already refuse deleted users; revoking ends the sessions at once
      // rather than at their next refresh, and retires open mailed links.
      await revokeAllRefreshTokens(tx, id);
      await consumeEmailTokens(tx, id, 'verify-email');
      await consumeEmailTokens(tx, id, 'reset-password');
      await recordAudit(tx, { ...auditBase(context, id), action: 'customer.delete', before, after });
      return after;
    });
  }

  /** Locks the row so two admins acting on one customer take turns. */
  private async lockedLiveCustomer(tx: DbExecutor, id: string, deletedMessage: string): Promise<Customer> {
    const row = await findCustomer(tx, id, true);
    if (!row) throw notFound(CUSTOMER_ADMIN_MESSAGES.notFound);
    if (row.isDeleted) throw conflict(deletedMessage);
    return toCustomer(row);
  }
}

const auditBase = (context: AdminContext, targetId: string) => ({
  actor: context.actor,
  targetType: 'customer',
  targetId,
  ip: context.ip,
});
