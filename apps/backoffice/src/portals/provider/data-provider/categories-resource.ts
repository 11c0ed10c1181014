import type { Api } from '@marketplace/client';
import type { Category } from '@marketplace/contract';
import { HttpError } from 'react-admin';
import { localList, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';
import type { MessageId } from '@/i18n/text';

// categories (read-only): the public category list (enabled categories), for the listing form's
// category choice. The list is short and answered whole, so it is searched and paged here.

export type CategoryRecord = WithId<Category>;

export function categoriesResource(api: Api): ResourceHandlers<CategoryRecord> {
  const all = async () => (await api.categories.list()).map((category) => withId(category, category.CategoryId));
  return {
    getList: async (params) => localList(await all(), params, ['CategoryName']),
    getOne: async (id) => {
      const found = (await all()).find((category) => category.id === id);
      // A message id: react-admin's notification says it in the language on screen.
      if (!found) throw new HttpError('provider.listings.categoryGone' satisfies MessageId, 404);
      return found;
    },
  };
}
