import { Create } from 'react-admin';
import { useT } from '@/i18n/text';
import { CategoryForm } from './category-form';

export default function CategoryCreate() {
  const t = useT();
  return (
    <Create
      title={t('admin.categories.create.title')}
      redirect="list"
      record={{
        CategoryName: '',
        CategoryDescription: '',
        CategoryNameAr: '',
        CategoryDescriptionAr: '',
        ImageUrl: '',
        IsEnable: true,
      }}
    >
      <CategoryForm />
    </Create>
  );
}
