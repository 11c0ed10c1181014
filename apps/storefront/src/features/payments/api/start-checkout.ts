import type { Api } from '@marketplace/client';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { goToPaymentPage } from '../lib/payment-page';

// POST /api/Payment/checkout: a charge for the order's stored total and the page to pay it on.

export const startCheckout = async (api: Api, orderId: string) => {
  const { PaymentUrl } = await api.payments.checkout({ OrderId: orderId });
  return PaymentUrl;
};

/** Pays an existing order again (the result page's Try again): each checkout is a new charge. */
export function useStartCheckout() {
  const api = useApi();
  return useMutation({
    mutationFn: (orderId: string) => startCheckout(api, orderId),
    onSuccess: (paymentUrl) => goToPaymentPage(paymentUrl),
  });
}
