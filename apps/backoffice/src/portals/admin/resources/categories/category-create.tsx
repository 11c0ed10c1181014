import { Create } from 'react-admin';
import { CategoryForm } from './category-form';

export default function CategoryCreate() {
  return (
    <Create
      title="New category"
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
