import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useBusinessCategories } from '../api/business-categories';
import type { FieldProps } from '../lib/field-props';

export interface BusinessCategoryFieldProps {
  readonly field: FieldProps;
  readonly disabled?: boolean;
}

/**
 * The business category select of the provider signup, filled from GET /api/Category. A native
 * select: phones show their own picker, and it is one labelled control for assistive technology.
 */
export function BusinessCategoryField({ field, disabled = false }: BusinessCategoryFieldProps) {
  const categories = useBusinessCategories();
  const loadProblem = categories.isError
    ? categories.error.message
    : categories.data?.length === 0
      ? 'No business categories are available yet. Please try again later.'
      : undefined;

  return (
    <Stack spacing={1}>
      <TextField
        {...field}
        select
        label="Business category"
        required
        fullWidth
        disabled={disabled || !categories.data?.length}
        error={field.error || Boolean(loadProblem)}
        helperText={field.helperText ?? loadProblem ?? (categories.isPending ? 'Loading categories...' : undefined)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Select a category</option>
        {categories.data?.map((category) => (
          <option key={category.CategoryId} value={category.CategoryId}>
            {category.CategoryName}
          </option>
        ))}
      </TextField>
      {categories.isError && (
        <Button variant="text" size="small" onClick={() => void categories.refetch()} sx={{ alignSelf: 'flex-start' }}>
          Retry loading categories
        </Button>
      )}
    </Stack>
  );
}
