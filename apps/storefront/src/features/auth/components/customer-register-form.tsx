import type { CustomerRegistrationFormValues } from '@marketplace/contract';
import { PhoneField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRegisterCustomer } from '../api/register-customer';
import { fieldProps } from '../lib/field-props';
import { NewPasswordFields } from './new-password-fields';
import { validateWith } from '@/lib/lazy-validation';
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
  const register = useRegisterCustomer();
  const { formik, formRef, failure, busy } = useMutationForm({
    initialValues: EMPTY,
    validate: validateCustomerRegistrationForm,
    mutation: register,
    toVariables: (values) => values,
    onSuccess: (_result, values) => onRegistered(values.email),
  });

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label="Create a customer account">
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextInput
            {...fieldProps(formik, 'firstName')}
            label="First name"
            autoComplete="given-name"
            required
            fullWidth
            disabled={busy}
          />
          <TextInput
            {...fieldProps(formik, 'lastName')}
            label="Last name"
            autoComplete="family-name"
            required
            fullWidth
            disabled={busy}
          />
        </Stack>
        <TextInput
          {...fieldProps(formik, 'email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          disabled={busy}
        />
        <PhoneField {...fieldProps(formik, 'phoneNumber')} label="Phone number" required fullWidth disabled={busy} />
        <NewPasswordFields formik={formik} disabled={busy} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </Stack>
    </form>
  );
}
