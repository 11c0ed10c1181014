import type { ProfileFormValues } from '@marketplace/contract';
import { PhoneField, TextInput } from '@marketplace/ui';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import { useContractText, useT } from '@/lib/text';

export interface PersonalInformationCardProps {
  readonly formik: FormikProps<ProfileFormValues>;
  readonly email: string;
  readonly verified: boolean;
  readonly editing: boolean;
  readonly saving: boolean;
}

/**
 * The right card of spec 2.5. Outside edit mode the same fields are read-only (still focusable,
 * so every value can be read and copied); the e-mail is read-only always (spec 6).
 */
export function PersonalInformationCard({ formik, email, verified, editing, saving }: PersonalInformationCardProps) {
  const t = useT();
  // The schema's messages are the contract's English texts: shown in the page's language.
  const ct = useContractText();
  const field = (name: keyof ProfileFormValues) => {
    const message = getIn(formik.errors, name) as string | undefined;
    const shown = editing && Boolean(message) && (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0);
    return {
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: shown,
      helperText: shown && message ? ct(message) : undefined,
      disabled: saving,
      fullWidth: true,
      slotProps: { htmlInput: { readOnly: !editing, dir: name === 'PhoneNumber' ? 'ltr' : 'auto' } },
    };
  };

  return (
    <Card component="section" aria-labelledby="personal-information-title">
      <CardContent>
        <Typography id="personal-information-title" variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>
          {t('account.profile.personal')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            {...field('FirstName')}
            label={t('account.profile.firstName')}
            autoComplete="given-name"
            required={editing}
          />
          <TextInput
            {...field('LastName')}
            label={t('account.profile.lastName')}
            autoComplete="family-name"
            required={editing}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextInput
              label={t('account.profile.email')}
              value={email}
              fullWidth
              helperText={editing ? t('account.profile.emailFixed') : undefined}
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
            />
            {verified && (
              <Chip
                icon={<Verified />}
                label={t('account.profile.verified')}
                color="success"
                size="small"
                variant="outlined"
                sx={{ marginBlockStart: 1 }}
              />
            )}
          </Box>
          <PhoneField {...field('PhoneNumber')} label={t('account.profile.phone')} />
          <TextInput
            {...field('Address')}
            label={t('account.profile.address')}
            placeholder={t('account.profile.addressPlaceholder')}
            autoComplete="street-address"
            // Read-only, a long address wraps instead of being cut off (360 px phones, the half-width
            // column on desktop). Editing stays one line: the API refuses line breaks in an address.
            multiline={!editing}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
