import { yupResolver } from '@hookform/resolvers/yup';
import { BUSINESS_TYPES } from '@marketplace/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { BooleanInput, NumberInput, RadioButtonGroupInput, SimpleForm, TextInput } from 'react-admin';
import { BilingualRow } from '@/components/arabic-text/arabic-text-input';
import { keepEmptyText } from '@/components/keep-empty-text';
import { useT } from '@/i18n/text';
import { BUSINESS_TYPE_LABELS } from '@/portals/admin/components/verification/verification-labels';
import { requirementSchema } from './requirement-schema';

/** Each text runs in its language's direction and says its language, whatever the page's. */
const ENGLISH_INPUT = { htmlInput: { dir: 'ltr', lang: 'en' } } as const;
const ARABIC_INPUT = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;
const REQUIRED_ENGLISH_INPUT = { htmlInput: { ...ENGLISH_INPUT.htmlInput, 'aria-required': true } } as const;
const REQUIRED_ARABIC_INPUT = { htmlInput: { ...ARABIC_INPUT.htmlInput, 'aria-required': true } } as const;

export interface RequirementFormProps {
  /** Editing: a requirement stays with its business type (its documents were given for it). */
  readonly editing?: boolean;
}

/**
 * One form for creating and editing a required document (issue 38), validated by
 * requirement-schema.ts (react-hook-form through react-admin's SimpleForm). What the API refuses
 * (a name the business type already requires) shows under its input.
 */
export function RequirementForm({ editing = false }: RequirementFormProps) {
  const t = useT();
  const resolver = useMemo(() => yupResolver(requirementSchema(t)), [t]);
  const choices = BUSINESS_TYPES.map((type) => ({ id: type, name: t(BUSINESS_TYPE_LABELS[type]) }));
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 880 }} aria-label={t('verification.admin.form.label')}>
      <RadioButtonGroupInput
        source="BusinessType"
        label={t('verification.admin.form.businessType')}
        choices={choices}
        disabled={editing}
        helperText={editing ? t('verification.admin.form.businessTypeLocked') : false}
        isRequired
      />
      <BilingualRow>
        <TextInput
          source="Name"
          label={t('verification.admin.form.name')}
          isRequired
          fullWidth
          parse={keepEmptyText}
          slotProps={REQUIRED_ENGLISH_INPUT}
        />
        <TextInput
          source="NameAr"
          label={t('verification.admin.form.nameAr')}
          isRequired
          fullWidth
          parse={keepEmptyText}
          slotProps={REQUIRED_ARABIC_INPUT}
        />
      </BilingualRow>
      <BilingualRow>
        <TextInput
          source="Hint"
          label={t('verification.admin.form.hint')}
          helperText={t('verification.admin.form.hintHelp')}
          multiline
          minRows={2}
          fullWidth
          parse={keepEmptyText}
          slotProps={ENGLISH_INPUT}
        />
        <TextInput
          source="HintAr"
          label={t('verification.admin.form.hintAr')}
          helperText={t('verification.admin.form.hintHelp')}
          multiline
          minRows={2}
          fullWidth
          parse={keepEmptyText}
          slotProps={ARABIC_INPUT}
        />
      </BilingualRow>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
          {t('verification.admin.form.fields')}
        </Typography>
        <BooleanInput source="HasNumber" label={t('verification.admin.form.hasNumber')} helperText={false} />
        <BooleanInput source="HasIssueDate" label={t('verification.admin.form.hasIssueDate')} helperText={false} />
        <BooleanInput
          source="HasExpiryDate"
          label={t('verification.admin.form.hasExpiryDate')}
          helperText={t('verification.admin.form.expiryHelp')}
        />
      </Box>
      <NumberInput
        source="SortOrder"
        label={t('verification.admin.form.sortOrder')}
        helperText={t('verification.admin.form.sortOrderHelp')}
        // No min, max or step on the input: the browser would block the form with its own message,
        // in its own language; the schema says it in the page's.
      />
      <BooleanInput
        source="IsActive"
        label={t('verification.admin.form.isActive')}
        helperText={t('verification.admin.form.isActiveHelp')}
      />
    </SimpleForm>
  );
}
