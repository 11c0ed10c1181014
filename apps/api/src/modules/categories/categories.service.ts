import {
  CATEGORY_MESSAGES,
  type Category,
  type CreateCategoryRequest,
  type UpdateCategoryRequest,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { violatedUniqueIndex } from '../../lib/unique-violation';
import { isAdmin } from '../../identity/access-rules';
import { recordAudit } from '../audit';
import type { AdminContext } from '../../identity/admin-context';
import type { AuthUser } from '../../identity/access-token';
import {
  findCategoryForUpdate,
  insertCategory,
  listCategories,
  updateCategory,
  type CategoryChanges,
} from './categories.repository';
import { toCategory } from './categories.mapper';

/** Migration 0015's unique index on the Arabic names that are not ''. */
const ARABIC_NAME_INDEX = 'categories_name_ar_key';

function changesFrom(input: CreateCategoryRequest | UpdateCategoryRequest): CategoryChanges {
  return {
    name: input.CategoryName.trim(),
    description: input.CategoryDescription.trim(),
    imageUrl: input.ImageUrl?.trim() || null,
    isEnable: input.IsEnable ?? true,
    // Absent: the Arabic stays as it was (a client that knows only the English fields keeps it).
    ...(input.CategoryNameAr === undefined ? {} : { nameAr: input.CategoryNameAr.trim() }),
    ...(input.CategoryDescriptionAr === undefined ? {} : { descriptionAr: input.CategoryDescriptionAr.trim() }),
  };
}

/**
 * Categories: everyone reads the enabled ones, admins manage them. Disabling hides a category and
 * never deletes it, so listings and providers that point at it keep their data.
 */
export class CategoryService {
  constructor(private readonly db: Database) {}

  async list(caller: AuthUser | null, includeDisabled: boolean): Promise<Category[]> {
    // Anyone else asking for disabled ones silently gets the public list: the flag is an admin view.
    return (await listCategories(this.db, includeDisabled && isAdmin(caller))).map(toCategory);
  }

  async create(context: AdminContext, input: CreateCategoryRequest): Promise<Category> {
    return this.uniqueName(() =>
      this.db.transaction(async (tx) => {
        const created = toCategory(await insertCategory(tx, changesFrom(input)));
        await this.audit(tx, context, 'category.create', created.CategoryId, null, created);
        return created;
      }),
    );
  }

  async update(context: AdminContext, id: string, input: UpdateCategoryRequest): Promise<Category> {
    return this.uniqueName(() => this.change(context, id, 'category.update', changesFrom(input)));
  }

  async setEnabled(context: AdminContext, id: string, isEnable: boolean): Promise<Category> {
    return this.change(context, id, isEnable ? 'category.enable' : 'category.disable', { isEnable });
  }

  private change(context: AdminContext, id: string, action: string, changes: Partial<CategoryChanges>) {
    return this.db.transaction(async (tx) => {
      const current = await findCategoryForUpdate(tx, id);
      if (!current) throw notFound(CATEGORY_MESSAGES.notFound);
      const before = toCategory(current);
      const after = toCategory(await updateCategory(tx, id, changes));
      await this.audit(tx, context, action, id, before, after);
      return after;
    });
  }

  /** The unique indexes on the names decide, also when two admins race for one name. */
  private async uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === ARABIC_NAME_INDEX) throw conflict(CATEGORY_MESSAGES.arabicNameTaken);
      if (index !== null) throw conflict(CATEGORY_MESSAGES.nameTaken);
      throw error;
    }
  }

  private audit(
    tx: DbExecutor,
    context: AdminContext,
    action: string,
    targetId: string,
    before: Category | null,
    after: Category,
  ) {
    return recordAudit(tx, {
      actor: context.actor,
      action,
      targetType: 'category',
      targetId,
      before,
      after,
      ip: context.ip,
    });
  }
}
