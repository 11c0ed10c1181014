import { PasswordField } from '@marketplace/ui';
import type { FormikProps } from 'formik';
import { useT } from '@/lib/text';
import { useFieldProps } from '../lib/field-props';

/** The forms that set a password (registration, provider signup, reset) all ask for it twice. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  readonly formik: FormikProps<Values>;
  readonly disabled?: boolean;
  /** The design system's 'Password' when signing up, 'New password' on the reset page. */
  readonly passwordLabel?: string;
}

export function NewPasswordFields<Values extends NewPasswordValues>({
  formik,
  disabled = false,
  passwordLabel,
}: NewPasswordFieldsProps<Values>) {
  const t = useT();
  const field = useFieldProps(formik);
  return (
    <>
      <PasswordField
        {...field('password')}
        label={passwordLabel}
        autoComplete="new-password"
        showRules
        required
        fullWidth
        disabled={disabled}
      />
      <PasswordField
        {...field('confirmPassword')}
        label={t('auth.field.confirmPassword')}
        showPasswordLabel={t('auth.field.showConfirmPassword')}
        autoComplete="new-password"
        required
        fullWidth
        disabled={disabled}
      />
    </>
  );
}
