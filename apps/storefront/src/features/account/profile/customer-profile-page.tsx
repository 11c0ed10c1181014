import {
  PHONE_INVALID_TOAST,
  PROFILE_TOASTS,
  SESSION_MESSAGES,
  type ProfileFormValues,
  type UserProfile,
} from '@marketplace/contract';
import { PageHeader } from '@marketplace/ui';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '@/components/query-states';
import { useNotify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useContractText, useT } from '@/lib/text';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { useCustomerProfile } from '../api/get-customer-profile';
import { EmailVerificationBanner } from '../components/email-verification-banner';
import { PersonalInformationCard } from './personal-information-card';
import { ProfileCard } from './profile-card';
import type { ImageChoice } from './save-profile';
import { useSaveProfile } from './use-save-profile';
import { validateWith } from '@/lib/lazy-validation';
import { useNewestValidation } from '@/lib/newest-validation';

const validateProfileForm = validateWith<ProfileFormValues>((schemas) => schemas.profileFormSchema);

const FORM_ID = 'customer-profile-form';
const KEEP: ImageChoice = { kind: 'keep' };

const formValues = (profile: UserProfile): ProfileFormValues => ({
  FirstName: profile.firstName,
  LastName: profile.lastName,
  PhoneNumber: profile.phoneNumber ?? '',
  Address: profile.address ?? '',
});

function ProfileEditor({ profile }: { profile: UserProfile }) {
  const t = useT();
  const notify = useNotify();
  const { user } = useSession();
  const save = useSaveProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [editing, setEditing] = useState(false);
  const [image, setImage] = useState<ImageChoice>(KEEP);
  const validate = useNewestValidation(validateProfileForm);
  const formik = useFormik<ProfileFormValues>({
    initialValues: formValues(profile),
    validate,
    onSubmit: async (values) => {
      // Spec 5: saving needs a known user id.
      if (!user?.userId) return notify(PROFILE_TOASTS.customerMissing, 'error');
      try {
        await save.mutateAsync({ userId: user.userId, savedImageUrl: profile.imageUrl, values, image });
        switchMode(false);
        setImage(KEEP);
      } catch {
        // The toast is the mutation's; the edits stay on screen to try again.
      }
    },
  });
  useFocusFirstError(formik, formRef);
  const saving = formik.isSubmitting;
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const modeChanged = useRef(false);
  // The button pressed is replaced by others, so focus would fall back to the page: it goes to the
  // first field on Edit Profile and back to Edit Profile after Save or Cancel (not on first render).
  useEffect(() => {
    if (!modeChanged.current) return;
    if (editing) formRef.current?.querySelector<HTMLInputElement>('input[name="FirstName"]')?.focus();
    else editButtonRef.current?.focus();
  }, [editing]);
  const switchMode = (next: boolean) => {
    modeChanged.current = true;
    setEditing(next);
  };

  const startEditing = () => {
    // Spec 4: only a verified (active) customer may edit.
    if (!profile.isActive) return notify(SESSION_MESSAGES.accountNotVerified, 'warning');
    formik.resetForm({ values: formValues(profile) });
    setImage(KEEP);
    switchMode(true);
  };
  const cancel = () => {
    formik.resetForm({ values: formValues(profile) });
    setImage(KEEP);
    switchMode(false);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec 5: a malformed phone on save is a toast (the field shows the same text below it).
    const errors = await formik.validateForm();
    if (errors.PhoneNumber) notify(PHONE_INVALID_TOAST, 'error');
    await formik.submitForm();
  };

  const actions = editing ? (
    <>
      <Button variant="outlined" onClick={cancel} disabled={saving}>
        {t('account.profile.cancel')}
      </Button>
      <Button type="submit" form={FORM_ID} variant="contained" disabled={saving}>
        {saving ? t('account.profile.saving') : t('account.profile.save')}
      </Button>
    </>
  ) : (
    <Button ref={editButtonRef} variant="contained" startIcon={<Edit />} onClick={startEditing}>
      {t('account.profile.edit')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('account.profile.title')} subtitle={t('account.profile.subtitle')} actions={actions} />
      <Stack spacing={3}>
        {!profile.isActive && <EmailVerificationBanner email={profile.email} />}
        <Box
          component="form"
          id={FORM_ID}
          ref={formRef}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
          aria-label={t('account.profile.form')}
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}
        >
          <ProfileCard
            profile={profile}
            editing={editing}
            saving={saving}
            image={image}
            onImageChange={setImage}
            onImageError={(text) => notify(text, 'error')}
          />
          <PersonalInformationCard
            formik={formik}
            email={profile.email}
            verified={profile.isActive}
            editing={editing}
            saving={saving}
          />
        </Box>
      </Stack>
    </>
  );
}

/** /customer-dashboard/profile (spec 2.5 "Customer Profile", 4 "Profile page", 5, 8 and 9). */
export function CustomerProfilePage() {
  const t = useT();
  const ct = useContractText();
  const profile = useCustomerProfile();
  if (profile.data) return <ProfileEditor profile={profile.data} />;
  return (
    <>
      <PageHeader title={t('account.profile.title')} subtitle={t('account.profile.subtitle')} />
      {profile.isError ? (
        <ErrorState
          message={t('account.profile.loadError', { error: ct(profile.error.message) })}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <LoadingState label={t('account.profile.loading')} />
      )}
    </>
  );
}
