import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { categories } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryChanges = Pick<CategoryRow, 'name' | 'description' | 'imageUrl' | 'isEnable'> &
  Partial<Pick<CategoryRow, 'nameAr' | 'descriptionAr'>>;

/** The categories visitors see (and browse listings by): the enabled ones. */
export const enabledCategory = eq(categories.isEnable, true);

/** Sorted by name regardless of letter case, so "air conditioning" sits beside "Appliances". */
export async function listCategories(db: DbExecutor, includeDisabled: boolean): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(includeDisabled ? undefined : enabledCategory)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.name), asc(categories.id));
}

/** Locks the row, so two admins changing one category are applied one after the other. */
export async function findCategoryForUpdate(db: DbExecutor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function insertCategory(db: DbExecutor, values: CategoryChanges): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: DbExecutor,
  id: string,
  changes: Partial<CategoryChanges>,
): Promise<CategoryRow> {
  const [row] = await db
    .update(categories)
    .set({ ...changes, modifiedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row!;
}
