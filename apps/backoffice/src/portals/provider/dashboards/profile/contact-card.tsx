import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';
import { LogoUploader } from './logo-uploader';

/** The account behind the business: name, e-mail, phone, and the logo customers see on brand cards. */
export function ContactCard({ me }: { me: CurrentProvider }) {
  const { profile } = me;
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['E-mail', profile.email],
    ['Phone', profile.phoneNumber || '—'],
  ];
  return (
    <Card component="section" aria-label="Contact and logo">
      <CardHeader title="Contact and logo" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        <LogoUploader me={me} />
        <Stack component="dl" spacing={1} sx={{ marginBlockEnd: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
