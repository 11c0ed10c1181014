import type { CustomerRegistrationFormValues } from '@marketplace/contract';
import { PhoneField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRegisterCustomer } from '../api/register-customer';
import { useFieldProps } from '../lib/field-props';
import { NewPasswordFields } from './new-password-fields';
import { validateWith } from '@/lib/lazy-validation';
import { useContractText, useT } from '@/lib/text';
import { useMutationForm } from '@/lib/use-mutation-form';

const validateCustomerRegistrationForm = validateWith<CustomerRegistrationFormValues>(
  (schemas) => schemas.customerRegistrationFormSchema,
);

const EMPTY: CustomerRegistrationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

export interface CustomerRegisterFormProps {
  /**
   * The API accepted the registration and mailed `email`: the verification link, or, when the
   * address already had an account, how to sign in to it (the API answers both alike, so nobody can probe for accounts).
   */
  readonly onRegistered: (email: string) => void;
}

/** A customer account: the contract's registration rules, the server's text on refusal (spec 8). */
export function CustomerRegisterForm({ onRegistered }: CustomerRegisterFormProps) {
  const t = useT();
  const ct = useContractText();
  const register = useRegisterCustomer();
  const { formik, formRef, failure, busy } = useMutationForm({
    initialValues: EMPTY,
    validate: validateCustomerRegistrationForm,
    mutation: register,
    toVariables: (values) => values,
    onSuccess: (_result, values) => onRegistered(values.email),
  });
  const field = useFieldProps(formik);

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label={t('auth.register.form')}>
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{ct(failure)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextInput
            {...field('firstName')}
            label={t('auth.field.firstName')}
            autoComplete="given-name"
            required
            fullWidth
            disabled={busy}
          />
          <TextInput
            {...field('lastName')}
            label={t('auth.field.lastName')}
            autoComplete="family-name"
            required
            fullWidth
            disabled={busy}
          />
        </Stack>
        <TextInput
          {...field('email')}
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {/* The design system's own label, "Phone number". */}
        <PhoneField {...field('phoneNumber')} required fullWidth disabled={busy} />
        <NewPasswordFields formik={formik} disabled={busy} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? t('auth.register.busy') : t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
