import AccessTime from '@mui/icons-material/AccessTime';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { COMPANY } from '@/config/company';
import { useT } from '@/lib/text';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', paddingBlockStart: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The office's address, phone, e-mail and opening hours, from the one place they are kept. */
export function ContactDetails() {
  const t = useT();
  return (
    <Stack component="address" spacing={2.5} sx={{ fontStyle: 'normal' }}>
      <DetailRow icon={<LocationOnOutlined />} label={t('contact.details.address')}>
        {t('shell.company.address')}
      </DetailRow>
      <DetailRow icon={<PhoneOutlined />} label={t('contact.details.phone')}>
        {/* The number and the e-mail address read left to right in an Arabic page too. */}
        <Link href={COMPANY.phoneHref} dir="ltr">
          {COMPANY.phone}
        </Link>
      </DetailRow>
      <DetailRow icon={<EmailOutlined />} label={t('contact.details.email')}>
        <Link href={`mailto:${COMPANY.email}`} dir="ltr">
          {COMPANY.email}
        </Link>
      </DetailRow>
      <DetailRow icon={<AccessTime />} label={t('contact.details.hours')}>
        {t('shell.company.hours')}
      </DetailRow>
    </Stack>
  );
}
