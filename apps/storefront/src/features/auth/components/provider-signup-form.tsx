import type { ProviderSignupFormValues } from '@marketplace/contract';
import { PhoneField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRegisterProvider } from '../api/register-provider';
import { fieldProps } from '../lib/field-props';
import { NewPasswordFields } from './new-password-fields';
import { BusinessCategoryField } from './business-category-field';
import { validateWith } from '@/lib/lazy-validation';
import { useMutationForm } from '@/lib/use-mutation-form';

const validateProviderSignupForm = validateWith<ProviderSignupFormValues>(
  (schemas) => schemas.providerSignupFormSchema,
);

const EMPTY: ProviderSignupFormValues = {
  businessName: '',
  businessCategoryId: '',
  primaryLocation: '',
  contactName: '',
  businessAddress: '',
  website: '',
  businessDescription: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

export interface ProviderSignupFormProps {
  readonly onRegistered: (values: ProviderSignupFormValues) => void;
}

/** The provider registration: the business first, then the person who signs in for it. */
export function ProviderSignupForm({ onRegistered }: ProviderSignupFormProps) {
  const register = useRegisterProvider();
  const { formik, formRef, failure, busy } = useMutationForm({
    initialValues: EMPTY,
    validate: validateProviderSignupForm,
    mutation: register,
    toVariables: (values) => values,
    onSuccess: (_result, values) => onRegistered(values),
  });
  const field = (name: keyof ProviderSignupFormValues) => ({
    ...fieldProps(formik, name),
    fullWidth: true,
    disabled: busy,
  });

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label="Register as a provider">
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Typography variant="h6" component="h2">
          Your business
        </Typography>
        <TextInput {...field('businessName')} label="Business name" autoComplete="organization" required />
        <BusinessCategoryField field={fieldProps(formik, 'businessCategoryId')} disabled={busy} />
        <TextInput {...field('primaryLocation')} label="Primary location" placeholder="e.g. Manama" required />
        <TextInput {...field('businessAddress')} label="Business address" autoComplete="street-address" />
        <TextInput {...field('website')} label="Website" type="url" placeholder="https://" autoComplete="url" />
        <TextInput {...field('contactName')} label="Contact name" autoComplete="name" />
        <TextInput {...field('businessDescription')} label="Business description" multiline minRows={3} />

        <Typography variant="h6" component="h2" sx={{ paddingBlockStart: 1 }}>
          Your account
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextInput {...field('firstName')} label="First name" autoComplete="given-name" required />
          <TextInput {...field('lastName')} label="Last name" autoComplete="family-name" required />
        </Stack>
        <TextInput {...field('email')} label="Email" type="email" autoComplete="email" required />
        <PhoneField {...field('phoneNumber')} label="Phone number" required />
        <NewPasswordFields formik={formik} disabled={busy} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? 'Registering...' : 'Register'}
        </Button>
      </Stack>
    </form>
  );
}
