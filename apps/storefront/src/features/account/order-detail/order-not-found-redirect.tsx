import { ORDER_ERRORS } from '@marketplace/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useNotify } from '@/lib/notify';
import { useContractText } from '@/lib/text';

/**
 * Spec 2.5 and 8: an order that is not the customer's (missing, someone else's, a malformed id)
 * sends them to the orders list. The toast 'Order not found' says why the page changed; the
 * history entry is replaced, so Back does not return to the dead link.
 */
export function OrderNotFoundRedirect() {
  const navigate = useNavigate();
  const notify = useNotify();
  const ct = useContractText();
  // StrictMode runs effects twice in development; one toast and one navigation are enough.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify(ORDER_ERRORS.notFound, 'error');
    void navigate(paths.customerOrders.getHref(), { replace: true });
  }, [navigate, notify]);
  return <LoadingState label={ct(ORDER_ERRORS.notFound)} />;
}
