import type { ProviderSignupFormValues } from '@marketplace/contract';
import { PhoneField, TextInput } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRegisterProvider } from '../api/register-provider';
import { useFieldProps } from '../lib/field-props';
import { NewPasswordFields } from './new-password-fields';
import { BusinessCategoryField } from './business-category-field';
import { validateWith } from '@/lib/lazy-validation';
import { useContractText, useT } from '@/lib/text';
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

/** E-mail and web addresses read left to right on Arabic pages too. */
const LEFT_TO_RIGHT = { htmlInput: { dir: 'ltr' } };

export interface ProviderSignupFormProps {
  readonly onRegistered: (values: ProviderSignupFormValues) => void;
}

/** The provider registration: the business first, then the person who signs in for it. */
export function ProviderSignupForm({ onRegistered }: ProviderSignupFormProps) {
  const t = useT();
  const ct = useContractText();
  const register = useRegisterProvider();
  const { formik, formRef, failure, busy } = useMutationForm({
    initialValues: EMPTY,
    validate: validateProviderSignupForm,
    mutation: register,
    toVariables: (values) => values,
    onSuccess: (_result, values) => onRegistered(values),
  });
  const fieldProps = useFieldProps(formik);
  const field = (name: keyof ProviderSignupFormValues) => ({
    ...fieldProps(name),
    fullWidth: true,
    disabled: busy,
  });

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label={t('auth.signup.form')}>
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{ct(failure)}</Alert>}
        <Typography variant="h6" component="h2">
          {t('auth.signup.business')}
        </Typography>
        <TextInput
          {...field('businessName')}
          label={t('auth.signup.businessName')}
          autoComplete="organization"
          required
        />
        <BusinessCategoryField field={fieldProps('businessCategoryId')} disabled={busy} />
        <TextInput
          {...field('primaryLocation')}
          label={t('auth.signup.primaryLocation')}
          placeholder={t('auth.signup.primaryLocationExample')}
          required
        />
        <TextInput
          {...field('businessAddress')}
          label={t('auth.signup.businessAddress')}
          autoComplete="street-address"
        />
        <TextInput
          {...field('website')}
          label={t('auth.signup.website')}
          type="url"
          // eslint-disable-next-line project/untranslated-text -- the start of a web address, the same in every language
          placeholder="https://"
          autoComplete="url"
          slotProps={LEFT_TO_RIGHT}
        />
        <TextInput {...field('contactName')} label={t('auth.signup.contactName')} autoComplete="name" />
        <TextInput
          {...field('businessDescription')}
          label={t('auth.signup.businessDescription')}
          multiline
          minRows={3}
        />

        <Typography variant="h6" component="h2" sx={{ paddingBlockStart: 1 }}>
          {t('auth.signup.account')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextInput {...field('firstName')} label={t('auth.field.firstName')} autoComplete="given-name" required />
          <TextInput {...field('lastName')} label={t('auth.field.lastName')} autoComplete="family-name" required />
        </Stack>
        <TextInput
          {...field('email')}
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          slotProps={LEFT_TO_RIGHT}
        />
        {/* The design system's own label, "Phone number". */}
        <PhoneField {...field('phoneNumber')} required />
        <NewPasswordFields formik={formik} disabled={busy} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? t('auth.signup.busy') : t('auth.signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
