import { RESET_PAGE_MESSAGES, type ResetPasswordFormValues } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@marketplace/ui';
import { useNotify } from '@/lib/notify';
import { useT } from '@/lib/text';
import { useResetPassword } from '../api/reset-password';
import { useFieldProps } from '../lib/field-props';
import { NewPasswordFields } from './new-password-fields';
import { validateWith } from '@/lib/lazy-validation';
import { useMutationForm } from '@/lib/use-mutation-form';

const validateResetPasswordForm = validateWith<ResetPasswordFormValues>((schemas) => schemas.resetPasswordFormSchema);

export interface ResetPasswordFormProps {
  readonly token: string;
  /** From the link; null when the link has none, and then the person types it. */
  readonly email: string | null;
  readonly onReset: () => void;
}

/** Spec 2.6 form: e-mail (read-only when the link names it), password and confirmPassword. */
export function ResetPasswordForm({ token, email, onReset }: ResetPasswordFormProps) {
  const t = useT();
  const reset = useResetPassword();
  const notify = useNotify();
  const { formik, formRef, busy } = useMutationForm({
    initialValues: { email: email ?? '', password: '', confirmPassword: '' } satisfies ResetPasswordFormValues,
    validate: validateResetPasswordForm,
    mutation: reset,
    toVariables: (values) => ({ Email: values.email, Token: token, NewPassword: values.password }),
    onSuccess: () => {
      notify(RESET_PAGE_MESSAGES.succeeded);
      onReset();
    },
    // Spec 8: one fixed text whatever the cause (a toast, no alert); the form stays for another try.
    onError: () => notify(RESET_PAGE_MESSAGES.failed),
  });
  const field = useFieldProps(formik);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label={t('auth.reset.form')}>
      <Stack spacing={2.5}>
        <TextInput
          {...field('email')}
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          required
          fullWidth
          disabled={busy && !email}
          slotProps={{ htmlInput: { readOnly: Boolean(email), dir: 'ltr' } }}
        />
        <NewPasswordFields formik={formik} disabled={busy} passwordLabel={t('auth.field.newPassword')} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
