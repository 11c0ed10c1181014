import { yupResolver } from '@hookform/resolvers/yup';
import { categoryFormSchema } from '@marketplace/contract';
import { BooleanInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ImageUploadInput } from '../../components/image-upload-input';

/** One form for create and edit; the contract's yup schema gives every message. */
export function CategoryForm() {
  const record = useRecordContext();
  return (
    <SimpleForm resolver={yupResolver(categoryFormSchema)} sx={{ maxWidth: 640 }}>
      <TextInput source="CategoryName" label="Category name" fullWidth />
      <TextInput source="CategoryDescription" label="Description" multiline minRows={3} fullWidth />
      <ImageUploadInput
        source="ImageUrl"
        label="Category image"
        relatedType="Category"
        relatedId={record?.id ? String(record.id) : 'new-category'}
      />
      <BooleanInput
        source="IsEnable"
        label="Enabled"
        helperText="A disabled category and its listings are hidden from the storefront."
      />
    </SimpleForm>
  );
}
