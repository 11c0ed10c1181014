import { formatFils, INFORMATION_REQUEST_PRICE_FILS, VAT_PERCENT } from '@marketplace/contract';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale } from '@marketplace/i18n';
import type { ReactNode } from 'react';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';

// The home page's four steps. The fee and VAT come from the contract's constants, the same ones
// the cart and the order total use, so this text cannot promise a different price.

interface Step {
  readonly title: MessageId;
  readonly text: MessageId;
  readonly icon: ReactNode;
}

const STEPS: readonly Step[] = [
  { title: 'catalog.howItWorks.browse.title', text: 'catalog.howItWorks.browse.text', icon: <SearchOutlined /> },
  {
    title: 'catalog.howItWorks.request.title',
    text: 'catalog.howItWorks.request.text',
    icon: <RequestQuoteOutlined />,
  },
  { title: 'catalog.howItWorks.pay.title', text: 'catalog.howItWorks.pay.text', icon: <PaymentsOutlined /> },
  {
    title: 'catalog.howItWorks.contact.title',
    text: 'catalog.howItWorks.contact.text',
    icon: <ContactPhoneOutlined />,
  },
];

export function HowItWorks() {
  const t = useT();
  const locale = useLocale();
  // The steps' texts name the fee and the VAT rate; the others simply ignore them.
  const values = { fee: formatFils(INFORMATION_REQUEST_PRICE_FILS, 3, locale), vat: VAT_PERCENT };
  return (
    <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {STEPS.map((step, index) => (
        <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <Stack spacing={1.5}>
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                inlineSize: 56,
                blockSize: 56,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {step.icon}
            </Box>
            <Typography component="h3" variant="h6">
              {`${index + 1}. ${t(step.title)}`}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t(step.text, values)}</Typography>
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}
