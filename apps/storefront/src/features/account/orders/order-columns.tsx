import { formatDate, useLocale } from '@marketplace/i18n';
import { orderNumberForList, paymentMethodLabel, type ListingType, type Order } from '@marketplace/contract';
import { MoneyText, StatusBadge, type ResponsiveListColumn } from '@marketplace/ui';
import Button from '@mui/material/Button';
import { Fragment, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';

// The columns of My Orders (spec 2.5), defined once for the desktop table and the phone cards.

/** Shown in the Services or Items cell of an order with none of that type. */
export const NONE = '—';

/**
 * Services by name; items by name and quantity ('Copper pipe × 2'), split by the order item Type.
 * Each name is isolated, so a name's own digits and Latin ('منظم جهد 5 kVA') never mix with the
 * quantity beside it on an Arabic page.
 */
function OrderLines({ order, type }: { order: Order; type: ListingType }) {
  const separator = useLocale() === 'ar' ? '، ' : ', ';
  const lines = order.OrderItems.filter((line) => line.Type === type);
  if (lines.length === 0) return NONE;
  return lines.map((line, index) => (
    <Fragment key={line.OrderItemId}>
      {index > 0 && separator}
      <bdi>{line.Name}</bdi>
      {type === 'item' && ` × ${line.Quantity}`}
    </Fragment>
  ));
}

/** The columns in the page's language: headers, words and dates ("Mar 4, 2026" / "4 مارس 2026", Bahrain time). */
export function useOrderColumns(): readonly ResponsiveListColumn<Order>[] {
  const t = useT();
  const ct = useContractText();
  const locale = useLocale();
  return useMemo(
    () => [
      {
        key: 'number',
        header: t('account.orders.column.number'),
        primary: true,
        noWrap: true,
        // An order number reads left to right inside the Arabic card title too.
        render: (order) => <bdi dir="ltr">{orderNumberForList(order.OrderId)}</bdi>,
      },
      {
        key: 'date',
        header: t('account.orders.column.date'),
        noWrap: true,
        render: (order) => formatDate(order.CreatedAt, locale, 'medium'),
      },
      {
        // Spec 2.5: the phone card also shows the order's status, in words ('In Progress').
        key: 'status',
        header: t('account.orders.status'),
        hideOnTable: true,
        render: (order) => <StatusBadge kind="booking" status={order.Status} size="small" />,
      },
      {
        key: 'services',
        header: t('account.orders.column.services'),
        render: (order) => <OrderLines order={order} type="service" />,
      },
      {
        key: 'items',
        header: t('account.orders.column.items'),
        render: (order) => <OrderLines order={order} type="item" />,
      },
      {
        key: 'total',
        header: t('account.orders.column.total'),
        align: 'end',
        noWrap: true,
        render: (order) => <MoneyText amount={order.TotalPrice} decimals={3} />,
      },
      {
        key: 'payment',
        header: t('account.orders.column.payment'),
        noWrap: true,
        render: (order) => ct(paymentMethodLabel(order.PaymentType)),
      },
      {
        key: 'paid',
        header: t('account.orders.column.paymentStatus'),
        noWrap: true,
        render: (order) => (order.IsPaymentSuccess ? t('account.payment.paid') : t('account.payment.unpaid')),
      },
      {
        key: 'count',
        header: t('account.orders.column.count'),
        align: 'end',
        render: (order) => order.OrderItems.length,
      },
      {
        key: 'actions',
        header: t('account.orders.column.actions'),
        actions: true,
        render: (order) => (
          <Button
            component={RouterLink}
            to={paths.customerOrder.getHref(order.OrderId)}
            size="small"
            variant="outlined"
            // Every row has one: the name says which order it opens, and still starts with what is seen.
            aria-label={t('account.orders.detailsOf', { number: orderNumberForList(order.OrderId) })}
          >
            {t('account.orders.details')}
          </Button>
        ),
      },
    ],
    [t, ct, locale],
  );
}
