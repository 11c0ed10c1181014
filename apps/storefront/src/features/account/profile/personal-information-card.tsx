import type { ProfileFormValues } from '@marketplace/contract';
import { PhoneField, TextInput } from '@marketplace/ui';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';

export const ADDRESS_PLACEHOLDER = 'Building number, road, block';

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
  const field = (name: keyof ProfileFormValues) => {
    const message = getIn(formik.errors, name) as string | undefined;
    const shown = editing && Boolean(message) && (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0);
    return {
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: shown,
      helperText: shown ? message : undefined,
      disabled: saving,
      fullWidth: true,
      slotProps: { htmlInput: { readOnly: !editing, dir: name === 'PhoneNumber' ? 'ltr' : 'auto' } },
    };
  };

  return (
    <Card component="section" aria-labelledby="personal-information-title">
      <CardContent>
        <Typography id="personal-information-title" variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>
          Personal Information
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput {...field('FirstName')} label="First Name" autoComplete="given-name" required={editing} />
          <TextInput {...field('LastName')} label="Last Name" autoComplete="family-name" required={editing} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextInput
              label="Email"
              value={email}
              fullWidth
              helperText={editing ? 'Your e-mail address cannot be changed.' : undefined}
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
            />
            {verified && (
              <Chip
                icon={<Verified />}
                label="Verified"
                color="success"
                size="small"
                variant="outlined"
                sx={{ marginBlockStart: 1 }}
              />
            )}
          </Box>
          <PhoneField {...field('PhoneNumber')} label="Phone Number" />
          <TextInput
            {...field('Address')}
            label="Address"
            placeholder={ADDRESS_PLACEHOLDER}
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
