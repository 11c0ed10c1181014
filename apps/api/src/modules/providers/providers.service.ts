import {
  ACCOUNT_MESSAGES,
  DEFAULT_PROVIDER_SORT,
  parseSort,
  PROVIDER_ERRORS,
  resolvePaging,
  totalPages,
  type CreateProviderRequest,
  type Provider,
  type ProviderList,
  type ProviderListQuery,
  type ProviderStatusRequest,
  type UpdateProviderRequest,
  VERIFICATION_MESSAGES,
} from '@marketplace/contract';
import type { Database, DbTransaction } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { isSelfOrAdmin, isAdmin, providerOfUser } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { notifyStaff, providerPendingNotice } from '../notifications';
import { findUserById, setUserImage } from '../users';
import type { ProviderStatusService } from './provider-status.service';
import { toProvider, toPublicProvider, type ProviderWithUser } from './provider.mapper';
import {
  categoryExists,
  findProvider,
  hasAcceptedDocuments,
  insertProvider,
  listProviders,
  updateProvider,
} from './providers.repository';
import { profileChanges } from './provider-profile';
import { resubmitProvider } from './provider-resubmit';

const isPublic = ({ provider, user }: ProviderWithUser) => provider.accState === 'active' && !user.isDeleted;

/** Business profiles: who may read, create and change them; status changes go to ProviderStatusService. */
export class ProviderService {
  constructor(
    private readonly db: Database,
    private readonly status: ProviderStatusService,
  ) {}

  /** Others than the provider and admins get 404 for a non-public provider: its existence stays private. */
  async get(caller: AuthUser | null, id: string): Promise<Provider> {
    const row = await findProvider(this.db, id);
    if (!row || !(isPublic(row) || (caller && isSelfOrAdmin(caller, row.provider.userId)))) {
      throw notFound(PROVIDER_ERRORS.notFound);
    }
    return caller && isSelfOrAdmin(caller, row.provider.userId) ? toProvider(row) : toPublicProvider(row);
  }

  /** The public sees active providers only, so a Status filter other than active finds nothing. */
  async list(caller: AuthUser | null, query: ProviderListQuery): Promise<ProviderList> {
    const { page, pageSize, offset } = resolvePaging(query.Page, query.Limit);
    const admin = isAdmin(caller);
    const empty = { Items: [], Page: page, Limit: pageSize, TotalItems: 0, TotalPages: 0 };
    if (!admin && query.Status && query.Status !== 'active') return empty;
    const filter = {
      publicOnly: !admin,
      status: query.Status,
      verification: admin ? query.Verification : undefined,
      search: query.Search?.trim() || undefined,
      categoryId: query.CategoryId,
      location: query.Location?.trim() || undefined,
      sort: parseSort(query.Sort, DEFAULT_PROVIDER_SORT),
    };
    const { rows, total } = await listProviders(this.db, filter, pageSize, offset);
    return {
      ...empty,
      Items: rows.map(admin ? toProvider : toPublicProvider),
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }

  /** A provider user completes their business profile (or an admin does it for them); it starts pending. */
  async create(caller: AuthUser, input: CreateProviderRequest): Promise<Provider> {
    if (!isSelfOrAdmin(caller, input.UserId)) throw forbidden(PROVIDER_ERRORS.notYours);
    const user = await findUserById(this.db, input.UserId);
    if (!user || user.isDeleted) throw notFound(PROVIDER_ERRORS.userNotFound);
    if (user.role !== 'provider') throw badRequest(PROVIDER_ERRORS.notProviderUser);
    if (await providerOfUser(this.db, user.id)) throw conflict(PROVIDER_ERRORS.alreadyExists);
    if (!(await categoryExists(this.db, input.BusinessCategoryId))) throw badRequest(ACCOUNT_MESSAGES.unknownCategory);
    const businessName = input.BusinessName.trim();
    try {
      const id = await this.db.transaction(async (tx) => {
        const providerId = await insertProvider(tx, {
          userId: user.id,
          businessName,
          primaryLocation: input.PrimaryLocation.trim(),
          businessCategoryId: input.BusinessCategoryId,
          businessDescription: input.BusinessDescription?.trim() ?? '',
          businessNameAr: input.BusinessNameAr?.trim() ?? '',
          businessDescriptionAr: input.BusinessDescriptionAr?.trim() ?? '',
          contactName: input.ContactName?.trim() || `${user.firstName} ${user.lastName}`,
          businessAddress: input.BusinessAddress?.trim() ?? '',
          website: input.Website?.trim() || null,
          modifiedBy: caller.id,
        });
        await notifyStaff(tx, providerPendingNotice({ id: providerId, businessName }));
        return providerId;
      });
      return toProvider((await findProvider(this.db, id))!);
    } catch (error) {
      // Two submissions racing: the unique user_id decides, the loser gets the same 409.
      if (isUniqueViolation(error)) throw conflict(PROVIDER_ERRORS.alreadyExists);
      throw error;
    }
  }

  /**
   * The owner edits the profile fields, an admin any field. AccState from a non-admin is refused
   * (403) unless it equals the current state (forms send the whole record back).
   */
  async update(caller: AuthUser, id: string, input: UpdateProviderRequest, ip?: string): Promise<Provider> {
    if (input.BusinessCategoryId && !(await categoryExists(this.db, input.BusinessCategoryId))) {
      throw badRequest(ACCOUNT_MESSAGES.unknownCategory);
    }
    const changed = await this.db.transaction(async (tx) => {
      const row = await this.editable(tx, caller, id);
      const stateChange = input.AccState !== undefined && input.AccState !== row.provider.accState;
      if (stateChange && !isAdmin(caller)) throw forbidden(PROVIDER_ERRORS.stateAdminOnly);
      if (input.BusinessType !== undefined && input.BusinessType !== row.provider.businessType) {
        // Its documents were judged against its type's requirements: another type starts afresh.
        if (row.provider.reviewRequestedAt || (await hasAcceptedDocuments(tx, id))) {
          throw conflict(VERIFICATION_MESSAGES.businessTypeLocked);
        }
      }
      const changes = profileChanges(input);
      if (Object.keys(changes).length > 0) await updateProvider(tx, id, { ...changes, modifiedBy: caller.id });
      if (input.ImageUrl !== undefined) await setUserImage(tx, row.provider.userId, input.ImageUrl.trim() || null);
      return stateChange && this.status.apply(tx, row, { actor: caller, to: input.AccState!, ip });
    });
    if (changed) this.status.kick();
    return toProvider((await findProvider(this.db, id))!);
  }

  /** PATCH /status: admins only (the route checks the role), with an optional reason. */
  async changeStatus(caller: AuthUser, id: string, input: ProviderStatusRequest, ip?: string): Promise<Provider> {
    const changed = await this.db.transaction(async (tx) => {
      const row = await findProvider(tx, id, true);
      if (!row) throw notFound(PROVIDER_ERRORS.notFound);
      return this.status.apply(tx, row, { actor: caller, to: input.AccState, reason: input.Reason, ip });
    });
    if (changed) this.status.kick();
    return toProvider((await findProvider(this.db, id))!);
  }

  /** POST /resubmit: the rejected provider asks for another review (the route admits providers only). */
  async resubmit(caller: AuthUser, id: string, ip?: string): Promise<Provider> {
    await this.db.transaction((tx) => resubmitProvider(tx, caller, id, ip));
    return toProvider((await findProvider(this.db, id))!);
  }

  private async editable(tx: DbTransaction, caller: AuthUser, id: string) {
    const row = await findProvider(tx, id, true);
    if (!row) throw notFound(PROVIDER_ERRORS.notFound);
    if (!isSelfOrAdmin(caller, row.provider.userId)) throw forbidden(PROVIDER_ERRORS.notYours);
    return row;
  }
}
