import { CURRENCY, DEFAULT_TIMEZONE } from '@marketplace/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { TextInput } from '@marketplace/ui';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

// Spec 2.5: each preference has exactly one value today, so it is shown read-only with a note
// instead of a select offering a single choice. Read-only fields stay focusable and labelled.
const PREFERENCES = [
  { label: 'Language', value: 'English' },
  { label: 'Currency', value: CURRENCY },
  { label: 'Timezone', value: DEFAULT_TIMEZONE },
] as const;

export const preferenceNote = (value: string) => `Only ${value} is available at the moment`;

export function PreferencesCard() {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>
          Preferences
        </Typography>
        <Stack spacing={2.5}>
          {PREFERENCES.map((preference) => (
            <TextInput
              key={preference.label}
              label={preference.label}
              value={preference.value}
              helperText={preferenceNote(preference.value)}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
