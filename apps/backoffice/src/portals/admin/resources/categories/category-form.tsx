import { yupResolver } from '@hookform/resolvers/yup';
import { CATEGORY_NAME_MAX_LENGTH, categoryFormSchema, DESCRIPTION_MAX_LENGTH } from '@marketplace/contract';
import { BooleanInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { arabicTextField } from '@/components/arabic-text/arabic-text-field';
import { ArabicTextInput, BilingualRow } from '@/components/arabic-text/arabic-text-input';
import { ImageUploadInput } from '@/portals/admin/components/image-upload-input';
import { keepEmptyText } from '@/components/keep-empty-text';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';

/** The contract's category form with the Arabic name and description (issue 33): same rules, optional. */
const categoryFormWithArabicSchema = categoryFormSchema.shape({
  CategoryNameAr: arabicTextField('Arabic name', CATEGORY_NAME_MAX_LENGTH),
  CategoryDescriptionAr: arabicTextField('Arabic description', DESCRIPTION_MAX_LENGTH, 'multi'),
});

/** One form for create and edit; the contract's yup schema gives every message. */
export function CategoryForm() {
  // Creating, the record is the form's defaults: no id yet.
  const record = useRecordContext<Partial<CategoryRecord>>();
  return (
    <SimpleForm resolver={yupResolver(categoryFormWithArabicSchema)} sx={{ maxWidth: 880 }}>
      <BilingualRow>
        <TextInput source="CategoryName" label="Category name" fullWidth />
        <ArabicTextInput source="CategoryNameAr" label="Arabic name" />
      </BilingualRow>
      <BilingualRow>
        <TextInput
          source="CategoryDescription"
          label="Description"
          multiline
          minRows={3}
          fullWidth
          parse={keepEmptyText}
        />
        <ArabicTextInput source="CategoryDescriptionAr" label="Arabic description" multiline minRows={3} />
      </BilingualRow>
      <ImageUploadInput
        source="ImageUrl"
        label="Category image"
        relatedType="Category"
        relatedId={record?.id || 'new-category'}
      />
      <BooleanInput
        source="IsEnable"
        label="Enabled"
        helperText="A disabled category and its listings are hidden from the storefront."
      />
    </SimpleForm>
  );
}
