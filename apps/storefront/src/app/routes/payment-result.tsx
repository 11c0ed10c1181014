import { useSearchParams } from 'react-router';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';

/** /payment/result?orderId=...&tap_id=...: where the payment gateway sends the payer back. */
export function Component() {
  const [search] = useSearchParams();
  return <PaymentResultPage orderId={search.get('orderId')} chargeId={search.get('tap_id')} />;
}
