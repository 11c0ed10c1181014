import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderCustomer } from '@marketplace/contract';
import { OrderSection } from '@/components/order-sections';

/**
 * Who to call: the marketplace's promise to a paying customer is that "the provider gets in touch
 * with the details and the price". The API gives the contact only for paid orders holding the
 * provider's items; the phone and e-mail are links a phone or mail app opens.
 */
export function CustomerContact({ customer, waiting }: { customer: OrderCustomer; waiting: boolean }) {
  return (
    <OrderSection title="Customer">
      <Stack spacing={1}>
        <Typography variant="subtitle1">{customer.Name}</Typography>
        {customer.PhoneNumber ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PhoneOutlined fontSize="small" aria-hidden />
            <Link href={`tel:${customer.PhoneNumber.replace(/[^\d+]/g, '')}`}>{customer.PhoneNumber}</Link>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No phone number given: write by e-mail.
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <EmailOutlined fontSize="small" aria-hidden />
          <Link href={`mailto:${customer.Email}`} sx={{ overflowWrap: 'anywhere' }}>
            {customer.Email}
          </Link>
        </Stack>
        <Alert severity={waiting ? 'warning' : 'info'}>
          The customer paid for an information request and expects you to get in touch with the details and the price.
        </Alert>
      </Stack>
    </OrderSection>
  );
}
