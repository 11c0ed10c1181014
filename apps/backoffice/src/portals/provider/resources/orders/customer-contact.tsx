import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderCustomer } from '@marketplace/contract';
import { OrderSection } from '@/components/order-sections';
import { useT } from '@/i18n/text';

/**
 * Who to call: the marketplace's promise to a paying customer is that "the provider gets in touch
 * with the details and the price". The API gives the contact only for paid orders holding the
 * provider's items; the phone and e-mail are links a phone or mail app opens.
 */
export function CustomerContact({ customer, waiting }: { customer: OrderCustomer; waiting: boolean }) {
  const t = useT();
  return (
    <OrderSection title={t('provider.orders.contact.title')}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" dir="auto">
          {customer.Name}
        </Typography>
        {customer.PhoneNumber ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PhoneOutlined fontSize="small" aria-hidden />
            {/* Phone numbers and e-mail addresses read left to right, in Arabic too. */}
            <Link href={`tel:${customer.PhoneNumber.replace(/[^\d+]/g, '')}`} dir="ltr">
              {customer.PhoneNumber}
            </Link>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('provider.orders.contact.noPhone')}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <EmailOutlined fontSize="small" aria-hidden />
          <Link href={`mailto:${customer.Email}`} dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            {customer.Email}
          </Link>
        </Stack>
        <Alert severity={waiting ? 'warning' : 'info'}>{t('provider.orders.contact.expects')}</Alert>
      </Stack>
    </OrderSection>
  );
}
