import { Edit, useRecordContext } from 'react-admin';
import { useT } from '@/i18n/text';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';
import { CategoryForm } from './category-form';

const Title = () => {
  const record = useRecordContext<CategoryRecord>();
  const t = useT();
  return (
    <>
      {record ? t('admin.categories.edit.title', { name: record.CategoryName }) : t('admin.categories.edit.untitled')}
    </>
  );
};

/** Pessimistic: the API may refuse (a duplicate name), and the form must then keep the edits. */
export default function CategoryEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
      <CategoryForm />
    </Edit>
  );
}
