import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/text';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';
import { LogoUploader } from './logo-uploader';

/** The account behind the business: name, e-mail, phone, and the logo customers see on brand cards. */
export function ContactCard({ me }: { me: CurrentProvider }) {
  const t = useT();
  const { profile } = me;
  // A name in its own direction; an e-mail address and a phone number always left to right.
  const rows: [label: string, value: string, dir: 'auto' | 'ltr'][] = [
    [t('provider.profile.contact.name'), `${profile.firstName} ${profile.lastName}`.trim(), 'auto'],
    [t('provider.profile.contact.email'), profile.email, 'ltr'],
    [t('provider.profile.contact.phone'), profile.phoneNumber || '—', 'ltr'],
  ];
  return (
    <Card component="section" aria-label={t('provider.profile.contact.title')}>
      <CardHeader
        title={t('provider.profile.contact.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        <LogoUploader me={me} />
        <Stack component="dl" spacing={1} sx={{ marginBlockEnd: 0 }}>
          {rows.map(([label, value, dir]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
                <span dir={dir}>{value}</span>
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
