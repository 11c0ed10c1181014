import { isApiError, type Api } from '@marketplace/client';
import {
  CATEGORY_MESSAGES,
  type Category,
  type CreateCategoryRequest,
  type UpdateCategoryRequest,
} from '@marketplace/contract';
import { HttpError } from 'react-admin';
import { localList, withId } from '@/data-provider/paging';
import { changed, found, onlyChange, pick } from '@/data-provider/record-fields';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// categories: GET /api/Category?includeDisabled (the whole list, paged here); POST; PUT, or PATCH
// .../enable-status for the list's toggle.

// The Arabic texts (issue 33) are sent when the form has them; absent, the API keeps the current ones.
const CATEGORY_FIELDS = [
  'CategoryName',
  'CategoryDescription',
  'CategoryNameAr',
  'CategoryDescriptionAr',
  'ImageUrl',
  'IsEnable',
] as const;

export type CategoryRecord = WithId<Category>;

export function categoriesResource(api: Api): ResourceHandlers<CategoryRecord> {
  const categories = async () =>
    (await api.categories.list({ includeDisabled: true })).map((c) => withId(c, c.CategoryId));
  return {
    getList: async (params) =>
      localList(await categories(), params, ['CategoryName', 'CategoryDescription', 'CategoryNameAr']),
    getOne: async (id) => found(await categories(), id),
    create: async (data) => {
      const created = await onNameInput(() =>
        api.categories.create(pick(data, CATEGORY_FIELDS) as CreateCategoryRequest),
      );
      return withId(created, created.CategoryId);
    },
    update: async (id, data, previous) => {
      // The toggle in the list sends IsEnable alone; it has its own call (and audit action).
      const row =
        changed(data, previous, 'IsEnable') && onlyChange(data, previous, 'IsEnable')
          ? await api.categories.setEnableStatus(id, Boolean(data.IsEnable))
          : await onNameInput(() => api.categories.update(id, pick(data, CATEGORY_FIELDS) as UpdateCategoryRequest));
      return withId(row, row.CategoryId);
    },
  };
}

/** The category name input each of the API's 409 answers is about. */
const CATEGORY_NAME_CONFLICTS: Readonly<Record<string, string>> = {
  [CATEGORY_MESSAGES.nameTaken]: 'CategoryName',
  [CATEGORY_MESSAGES.arabicNameTaken]: 'CategoryNameAr',
};

/**
 * A duplicate English or Arabic name (409) is shown under its input: react-admin's create and
 * (pessimistic) edit put an HttpError's body.errors on the form's fields. Other errors go on as they are.
 */
async function onNameInput<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const field = CATEGORY_NAME_CONFLICTS[error.message];
    if (!field) throw error;
    throw new HttpError(error.message, 409, { message: error.message, errors: { [field]: error.message } });
  }
}
