import { yupResolver } from '@hookform/resolvers/yup';
import { CATEGORY_NAME_MAX_LENGTH, categoryFormSchema, DESCRIPTION_MAX_LENGTH } from '@marketplace/contract';
import { useMemo } from 'react';
import { BooleanInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { arabicTextField } from '@/components/arabic-text/arabic-text-field';
import { ArabicTextInput, BilingualRow } from '@/components/arabic-text/arabic-text-input';
import { ImageUploadInput } from '@/portals/admin/components/image-upload-input';
import { keepEmptyText } from '@/components/keep-empty-text';
import { useT, type Translate } from '@/i18n/text';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';

/**
 * The contract's category form with the Arabic name and description (issue 33): same rules,
 * optional. Their messages name the inputs as the screen does ("Arabic name must be at most …"),
 * so the schema is made in the language on screen; the contract's catalog gives the rest of the
 * sentence in Arabic.
 */
const categoryFormWithArabicSchema = (t: Translate) =>
  categoryFormSchema.shape({
    CategoryNameAr: arabicTextField(t('admin.categories.form.arabicName'), CATEGORY_NAME_MAX_LENGTH),
    CategoryDescriptionAr: arabicTextField(
      t('admin.categories.form.arabicDescription'),
      DESCRIPTION_MAX_LENGTH,
      'multi',
    ),
  });

/** The English texts run left to right and say they hold English, beside the Arabic ones (right to left). */
const ENGLISH_INPUT = { htmlInput: { dir: 'ltr', lang: 'en' } } as const;

/** One form for create and edit; the contract's yup schema gives every message. */
export function CategoryForm() {
  // Creating, the record is the form's defaults: no id yet.
  const record = useRecordContext<Partial<CategoryRecord>>();
  const t = useT();
  const resolver = useMemo(() => yupResolver(categoryFormWithArabicSchema(t)), [t]);
  const arabicNote = t('admin.categories.form.arabicOptional');
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 880 }}>
      <BilingualRow>
        <TextInput source="CategoryName" label={t('admin.categories.form.name')} fullWidth slotProps={ENGLISH_INPUT} />
        <ArabicTextInput
          source="CategoryNameAr"
          label={t('admin.categories.form.arabicName')}
          helperText={arabicNote}
        />
      </BilingualRow>
      <BilingualRow>
        <TextInput
          source="CategoryDescription"
          label={t('admin.categories.form.description')}
          multiline
          minRows={3}
          fullWidth
          parse={keepEmptyText}
          slotProps={ENGLISH_INPUT}
        />
        <ArabicTextInput
          source="CategoryDescriptionAr"
          label={t('admin.categories.form.arabicDescription')}
          helperText={arabicNote}
          multiline
          minRows={3}
        />
      </BilingualRow>
      <ImageUploadInput
        source="ImageUrl"
        label={t('admin.categories.form.image')}
        relatedType="Category"
        relatedId={record?.id || 'new-category'}
      />
      <BooleanInput
        source="IsEnable"
        label={t('admin.categories.form.enabled')}
        helperText={t('admin.categories.form.enabledHelp')}
      />
    </SimpleForm>
  );
}
