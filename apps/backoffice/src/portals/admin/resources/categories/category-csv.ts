import type { CsvRowOf } from '@/components/use-rows-exporter';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';

/** A category in the list's CSV export: headers in the language on screen, values as the API gives them. */
export const categoryCsvRow: CsvRowOf<CategoryRecord> = (record, t) => ({
  [t('admin.categories.csv.id')]: record.CategoryId,
  [t('admin.categories.csv.name')]: record.CategoryName,
  [t('admin.categories.csv.nameAr')]: record.CategoryNameAr,
  [t('admin.categories.csv.description')]: record.CategoryDescription,
  [t('admin.categories.csv.descriptionAr')]: record.CategoryDescriptionAr,
  [t('admin.categories.csv.enabled')]: record.IsEnable,
});
