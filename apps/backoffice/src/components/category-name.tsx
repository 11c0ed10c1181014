import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useLocale } from '@/i18n/text';

/** A category, or a listing that names its category: the English name and the admin's Arabic. */
export interface NamedCategory {
  readonly CategoryName: string;
  readonly CategoryNameAr?: string;
}

/**
 * A category by the name its readers know it by: the Arabic one on an Arabic screen where the
 * admin wrote it, the English one otherwise.
 */
export function useCategoryName(): (category: NamedCategory) => string {
  const locale = useLocale();
  return (category) => (locale === 'ar' && category.CategoryNameAr) || category.CategoryName;
}

/** The category of the record in context (a ReferenceField's), in the language on screen. */
export function CategoryNameField() {
  const category = useRecordContext<NamedCategory & { id: string }>();
  const name = useCategoryName();
  // Sized as react-admin's TextField, which it stands in for.
  return category ? (
    <Typography variant="body2" component="span" dir="auto">
      {name(category)}
    </Typography>
  ) : null;
}
