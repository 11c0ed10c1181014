import { Avatar, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { isPlaceholderImage, type UserProfile } from '@marketplace/contract';

/** The account behind the business: name, e-mail, phone, and the logo customers see on brand cards. */
export function ContactCard({ profile }: { profile: UserProfile }) {
  const logo = isPlaceholderImage(profile.imageUrl) ? undefined : profile.imageUrl;
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['E-mail', profile.email],
    ['Phone', profile.phoneNumber || '—'],
  ];
  return (
    <Card component="section" aria-label="Contact and logo">
      <CardHeader title="Contact and logo" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={logo} alt={logo ? 'Your logo' : undefined} sx={{ width: 72, height: 72 }}>
            {profile.firstName.charAt(0)}
          </Avatar>
          <Typography variant="body2" color="text.secondary">
            {logo ? 'Your logo, as customers see it.' : 'No logo yet.'}
          </Typography>
        </Stack>
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
