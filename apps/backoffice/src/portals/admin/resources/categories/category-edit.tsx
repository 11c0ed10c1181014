import { Edit, useRecordContext } from 'react-admin';
import { CategoryForm } from './category-form';

const Title = () => {
  const record = useRecordContext();
  return <>{record ? `Category: ${String(record.CategoryName)}` : 'Category'}</>;
};

/** Pessimistic: the API may refuse (a duplicate name), and the form must then keep the edits. */
export default function CategoryEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
      <CategoryForm />
    </Edit>
  );
}
