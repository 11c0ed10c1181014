import { formatFils, INFORMATION_REQUEST_PRICE_FILS, VAT_PERCENT } from '@marketplace/contract';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// The home page's four steps. The fee and VAT come from the contract's constants, the same ones
// the cart and the order total use, so this text cannot promise a different price.

interface Step {
  readonly title: string;
  readonly text: string;
  readonly icon: ReactNode;
}

function steps(): readonly Step[] {
  const fee = formatFils(INFORMATION_REQUEST_PRICE_FILS, 3);
  return [
    {
      title: 'Browse',
      text: 'Search services and items from trusted providers across Bahrain.',
      icon: <SearchOutlined />,
    },
    {
      title: 'Request information',
      text: `Add what interests you to your cart: each information request costs ${fee}, whatever the listed price.`,
      icon: <RequestQuoteOutlined />,
    },
    {
      title: 'Pay in BHD',
      text: `Check out securely in Bahraini Dinar; ${VAT_PERCENT}% VAT is added to the requests.`,
      icon: <PaymentsOutlined />,
    },
    {
      title: 'The provider gets in touch',
      text: 'The provider contacts you with the details and the price of the work or the item.',
      icon: <ContactPhoneOutlined />,
    },
  ];
}

export function HowItWorks() {
  return (
    <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps().map((step, index) => (
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
              {`${index + 1}. ${step.title}`}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}
