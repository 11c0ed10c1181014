import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useContractText, useT } from '@/lib/text';
import { useBusinessCategories } from '../api/business-categories';
import type { FieldProps } from '../lib/field-props';

export interface BusinessCategoryFieldProps {
  /** The field's props, its error already in the page's language (useFieldProps). */
  readonly field: FieldProps;
  readonly disabled?: boolean;
}

/**
 * The business category select of the provider signup, filled from GET /api/Category. A native
 * select: phones show their own picker, and it is one labelled control for assistive technology.
 * Built from TextField's parts (label, outlined input, helper text, wired by id as TextField does),
 * because TextField itself brings MUI's menu drop-down code to the page (issue 18).
 */
export function BusinessCategoryField({ field, disabled = false }: BusinessCategoryFieldProps) {
  const t = useT();
  const ct = useContractText();
  const categories = useBusinessCategories();
  const id = useId();
  const loadProblem = categories.isError
    ? ct(categories.error.message)
    : categories.data?.length === 0
      ? t('auth.category.none')
      : undefined;

  const helperText = field.helperText ?? loadProblem ?? (categories.isPending ? t('auth.category.loading') : undefined);
  const label = t('auth.category.label');

  return (
    <Stack spacing={1}>
      <FormControl
        fullWidth
        required
        disabled={disabled || !categories.data?.length}
        error={field.error || Boolean(loadProblem)}
      >
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
        <NativeSelect
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          input={<OutlinedInput label={label} notched />}
          inputProps={{ id, 'aria-describedby': helperText ? `${id}-helper-text` : undefined }}
        >
          <option value="">{t('auth.category.choose')}</option>
          {/* Names as the administrators wrote them. */}
          {categories.data?.map((category) => (
            <option key={category.CategoryId} value={category.CategoryId} dir="auto">
              {category.CategoryName}
            </option>
          ))}
        </NativeSelect>
        {helperText && <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>}
      </FormControl>
      {categories.isError && (
        <Button variant="text" size="small" onClick={() => void categories.refetch()} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.category.retry')}
        </Button>
      )}
    </Stack>
  );
}
