import {
  VERIFICATION_MESSAGES,
  type CreateDocumentRequirementRequest,
  type DocumentRequirement,
  type DocumentRequirementList,
  type DocumentRequirementQuery,
  type UpdateDocumentRequirementRequest,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { isAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { conflict, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit';
import { toRequirement } from './verification.mapper';
import {
  findRequirement,
  insertRequirement,
  listRequirements,
  updateRequirement,
  type RequirementInsert,
} from './verification.repository';

/** The documents each business type must give, as admins configure them (issue 38). */
export class RequirementsService {
  constructor(private readonly db: Database) {}

  /** Providers see what is asked of them now; admins every requirement, inactive ones too. */
  async list(caller: AuthUser, query: DocumentRequirementQuery): Promise<DocumentRequirementList> {
    const rows = await listRequirements(this.db, { businessType: query.BusinessType, activeOnly: !isAdmin(caller) });
    return rows.map(toRequirement);
  }

  async create(admin: AuthUser, input: CreateDocumentRequirementRequest, ip?: string): Promise<DocumentRequirement> {
    return this.named(async () =>
      this.db.transaction(async (tx) => {
        const row = await insertRequirement(tx, {
          ...columns(input),
          businessType: input.BusinessType,
          name: input.Name.trim(),
          hasNumber: input.HasNumber,
          hasIssueDate: input.HasIssueDate,
          hasExpiryDate: input.HasExpiryDate,
        });
        const after = toRequirement(row);
        await recordAudit(tx, audit(admin, 'requirement.create', row.id, null, after, ip));
        return after;
      }),
    );
  }

  async update(
    admin: AuthUser,
    id: string,
    input: UpdateDocumentRequirementRequest,
    ip?: string,
  ): Promise<DocumentRequirement> {
    return this.named(async () =>
      this.db.transaction(async (tx) => {
        const current = await findRequirement(tx, id);
        if (!current) throw notFound(VERIFICATION_MESSAGES.requirementNotFound);
        const changes = columns(input);
        if (input.BusinessType !== undefined) changes.businessType = input.BusinessType;
        const row = (await updateRequirement(tx, id, changes))!;
        const after = toRequirement(row);
        await recordAudit(tx, audit(admin, 'requirement.update', id, toRequirement(current), after, ip));
        return after;
      }),
    );
  }

  /** Two requirements of one business type may not share a name (case aside). */
  private async named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(VERIFICATION_MESSAGES.requirementNameTaken);
      throw error;
    }
  }
}

/** The columns a request sets, trimmed; fields left out stay as they are. */
function columns(input: UpdateDocumentRequirementRequest): Partial<RequirementInsert> {
  const changes: Partial<RequirementInsert> = {};
  if (input.Name !== undefined) changes.name = input.Name.trim();
  if (input.NameAr !== undefined) changes.nameAr = input.NameAr.trim();
  if (input.Hint !== undefined) changes.hint = input.Hint.trim();
  if (input.HintAr !== undefined) changes.hintAr = input.HintAr.trim();
  if (input.HasNumber !== undefined) changes.hasNumber = input.HasNumber;
  if (input.HasIssueDate !== undefined) changes.hasIssueDate = input.HasIssueDate;
  if (input.HasExpiryDate !== undefined) changes.hasExpiryDate = input.HasExpiryDate;
  if (input.IsActive !== undefined) changes.isActive = input.IsActive;
  if (input.SortOrder !== undefined) changes.sortOrder = input.SortOrder;
  return changes;
}

function audit(
  admin: AuthUser,
  action: string,
  id: string,
  before: DocumentRequirement | null,
  after: DocumentRequirement,
  ip?: string,
) {
  return { actor: admin, action, targetType: 'document-requirement', targetId: id, before, after, ip: ip ?? null };
}
