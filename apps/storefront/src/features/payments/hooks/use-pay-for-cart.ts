import { ORDER_CHANGE_ERRORS, type Order, type PaymentType } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApi } from '@/lib/api';
import { announceStockUpdate } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/text';
import { createOrder } from '../api/create-order';
import { startCheckout } from '../api/start-checkout';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { goToPaymentPage } from '../lib/payment-page';

export interface PayInput {
  /** Needed only until the order is placed; afterwards the order itself is paid. */
  readonly cartId: string | undefined;
  readonly paymentType: PaymentType;
}

/**
 * The Pay button: place the order once, start a charge, send the browser to the gateway.
 *
 * The order is placed at most once per visit: the Idempotency-Key is made when the page mounts,
 * and once the order exists a failed checkout is retried for that same order (the cart is empty
 * by then, so placing it again could not work anyway).
 */
export function usePayForCart() {
  const api = useApi();
  const t = useT();
  const customerId = useSession().user?.userId;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const placedRef = useRef<Order | null>(null);
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ cartId, paymentType }: PayInput) => {
      let order = placedRef.current;
      if (!order) {
        // Shown as it is under the Pay button (already in the page's language).
        if (!customerId) throw new Error(t('payments.panel.signInAgain'));
        if (!cartId) throw new Error(ORDER_CHANGE_ERRORS.cartNotFound);
        order = await createOrder(api, {
          CustomerId: customerId,
          CartId: cartId,
          PaymentType: paymentType,
          idempotencyKey,
        });
        placedRef.current = order;
        setPlacedOrder(order);
        // The server emptied the cart and reserved the items' stock: the event refreshes the cart
        // and the catalogue's counts (lib/query-client drops both roots).
        announceStockUpdate();
      }
      return startCheckout(api, order.OrderId);
    },
    onSuccess: (paymentUrl) => goToPaymentPage(paymentUrl),
  });

  const pay = (input: PayInput) => {
    // Belt and braces beside the disabled button: a second click while one runs does nothing.
    if (mutation.isPending || mutation.isSuccess) return;
    mutation.mutate(input);
  };

  return {
    pay,
    placedOrder,
    isPaying: mutation.isPending,
    /** The browser is leaving for the payment page. */
    isRedirecting: mutation.isSuccess,
    error: mutation.error,
  };
}
