import type { Api } from '@marketplace/client';
import { sessionFor, TEST_USER_ID, type Answer } from '@marketplace/client/testing';
import { computeOrderPricing, PAYMENT_ERRORS, type Locale, type Order } from '@marketplace/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_ID, cartLine, cartPathOf, cartWith } from '@/features/cart/testing/cart-fixtures';
import { goToPaymentPage } from '@/features/payments/lib/payment-page';
import { useApi } from '@/lib/api';
import paymentsEnglishSource from '@/locales/payments/en.json?raw';
import { storefrontI18n } from '@/locales/test-i18n';
import { arabicContractText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as PaymentsPage } from './payments';

/** The payments catalog as written (ICU text): an import of the JSON itself comes compiled. */
const paymentsEnglish = JSON.parse(paymentsEnglishSource) as Record<string, string>;

vi.mock('@/features/payments/lib/payment-page', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  goToPaymentPage: vi.fn(),
}));
// The first MUI render of a file is slow in jsdom while the suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const CART_PATH = cartPathOf(TEST_USER_ID);
const ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const PAYMENT_URL = 'http://localhost:3000/payment-sandbox/chg_sbx_1';
const lamp = cartLine({ Name: 'Desk lamp', Type: 'item', Quantity: 2 });
const cleaning = cartLine({ Name: 'Deep cleaning', Type: 'service', AvailableQuantity: null });
const pricing = computeOrderPricing(2);

const order: Order = {
  OrderId: ORDER_ID,
  CreatedAt: '2025-03-01T09:30:00Z',
  Status: 'Pending',
  CancelledAt: null,
  TotalPrice: pricing.Total,
  Subtotal: pricing.Subtotal,
  Vat: pricing.Vat,
  PaymentType: 'benefit',
  IsPaymentSuccess: false,
  ReservationExpiresAt: '2025-03-01T10:00:00Z',
  OrderItems: [lamp, cleaning].map((line, index) => ({
    OrderItemId: `33333333-3333-4333-8333-00000000000${index}`,
    ServiceItemId: line.ServiceItemId,
    Type: line.Type,
    Name: line.Name,
    Description: line.Description,
    NameAr: line.NameAr,
    DescriptionAr: line.DescriptionAr,
    Quantity: line.Quantity,
    Status: 'Pending',
    Photos: [],
    ProviderId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    ProviderName: 'Gulf Lights',
    ProviderNameAr: '',
    UnitPrice: pricing.UnitPrice,
    ReferencePrice: 12.5,
  })),
  Customer: null,
};

afterEach(() => vi.mocked(goToPaymentPage).mockReset());

/** The server empties the cart once the order is placed; later reads see that. */
function renderPayments(routes: Record<string, Answer> = {}, locale: Locale = 'en') {
  let ordered = false;
  let api: Api | undefined;
  function ApiProbe() {
    api = useApi();
    return null;
  }
  const view = renderApp(
    <>
      <ApiProbe />
      <PaymentsPage />
    </>,
    {
      route: '/payments',
      path: '/payments',
      session: sessionFor('Customer'),
      locale,
      api: {
        [`GET ${CART_PATH}`]: () => ({ body: cartWith(ordered ? [] : [lamp, cleaning], TEST_USER_ID) }),
        'POST /api/Order': () => {
          ordered = true;
          return { status: 201, body: order };
        },
        'POST /api/Payment/checkout': { body: { OrderId: ORDER_ID, ChargeId: 'chg_sbx_1', PaymentUrl: PAYMENT_URL } },
        ...routes,
      },
    },
  );
  const createOrder = vi.spyOn(api!.orders, 'create');
  return { ...view, createOrder };
}

describe('/payments', () => {
  it('summarises the cart with the price rule of spec 9', async () => {
    renderPayments();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Desk lamp')).toBeInTheDocument();
    expect(within(summary).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(summary).getByText('Service')).toBeInTheDocument();
    expect(within(summary).getAllByText('0.900 BHD')).toHaveLength(2);
    expect(within(summary).getByText('Subtotal (2 information request(s))').nextSibling).toHaveTextContent('1.800 BHD');
    expect(within(summary).getByText('VAT (10%)').nextSibling).toHaveTextContent('0.180 BHD');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('1.980 BHD');
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^BENEFIT/ })).not.toBeChecked();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('places the order once, with one Idempotency-Key, then goes to the payment page', async () => {
    const view = renderPayments();
    await view.user.click(await screen.findByRole('radio', { name: /^BENEFIT/ }));
    await view.user.dblClick(screen.getByRole('button', { name: 'Pay 1.980 BHD' }));

    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith(PAYMENT_URL));
    expect(view.api.callsTo('POST', '/api/Order')).toHaveLength(1);
    expect(view.api.callsTo('POST', '/api/Order')[0]?.body).toEqual({
      CustomerId: TEST_USER_ID,
      CartId: CART_ID,
      PaymentType: 'benefit',
    });
    expect(view.createOrder.mock.calls[0]?.[1]?.idempotencyKey).toMatch(/^[A-Za-z0-9_.:-]{1,100}$/);
    expect(view.api.callsTo('POST', '/api/Payment/checkout')[0]?.body).toEqual({ OrderId: ORDER_ID });
    expect(screen.getByRole('button', { name: /Opening the payment page/ })).toBeDisabled();
  });

  it('shows why checkout failed and retries it for the same order', async () => {
    let checkoutAnswers = 0;
    const view = renderPayments({
      'POST /api/Payment/checkout': () =>
        ++checkoutAnswers === 1
          ? {
              status: 502,
              body: { Message: 'The payment gateway could not be reached. Please try again in a few minutes.' },
            }
          : { body: { OrderId: ORDER_ID, ChargeId: 'chg_sbx_2', PaymentUrl: PAYMENT_URL } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Pay 1.980 BHD' }));
    expect(await screen.findByText(/The payment gateway could not be reached/)).toBeInTheDocument();
    // The cart is empty on the server now; the page keeps showing the order being paid.
    await waitFor(() => expect(view.api.callsTo('GET', CART_PATH).length).toBeGreaterThan(1));
    expect(screen.getByText('Desk lamp')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeDisabled();

    await view.user.click(screen.getByRole('button', { name: 'Pay 1.980 BHD' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith(PAYMENT_URL));
    expect(view.api.callsTo('POST', '/api/Order')).toHaveLength(1);
    expect(view.api.callsTo('POST', '/api/Payment/checkout')).toHaveLength(2);
  });

  it('keeps the same Idempotency-Key when placing the order is retried', async () => {
    let orderAnswers = 0;
    const view = renderPayments({
      'POST /api/Order': () =>
        ++orderAnswers === 1
          ? {
              status: 409,
              body: { Message: 'Only 1 of "Desk lamp" left in stock. Please lower the quantity in your cart.' },
            }
          : { status: 201, body: order },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Pay 1.980 BHD' }));
    expect(await screen.findByText(/Only 1 of "Desk lamp" left in stock/)).toBeInTheDocument();
    expect(goToPaymentPage).not.toHaveBeenCalled();

    await view.user.click(screen.getByRole('button', { name: 'Pay 1.980 BHD' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledOnce());
    const [first, second] = view.createOrder.mock.calls;
    expect(second?.[1]?.idempotencyKey).toBe(first?.[1]?.idempotencyKey);
  });

  it('offers the catalogue when the cart is empty', async () => {
    renderPayments({ [`GET ${CART_PATH}`]: { body: cartWith([], TEST_USER_ID) } });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});

describe('/payments in Arabic', () => {
  it('summarises the cart in Arabic, amounts in dinars', async () => {
    const view = renderPayments({}, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'الدفع' })).toBeInTheDocument();
    expect(screen.getByText('راجع طلبات المعلومات، واختر طريقة الدفع، ثم ادفع بأمان.')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'ملخص الطلب' });
    expect(within(summary).getByText('الكمية: 2')).toBeInTheDocument();
    expect(within(summary).getByText('خدمة')).toBeInTheDocument();
    // The unit price of each line: the number isolated left to right, then the dinar sign.
    expect(within(summary).getAllByText('0.900')).toHaveLength(2);
    expect(within(summary).getByText('المجموع الفرعي (طلبا معلومات)').nextSibling).toHaveTextContent('1.800 د.ب.');
    expect(within(summary).getByText('ضريبة القيمة المضافة (10%)').nextSibling).toHaveTextContent('0.180 د.ب.');
    expect(within(summary).getByText('الإجمالي').nextSibling).toHaveTextContent('1.980 د.ب.');
    expect(within(summary).getByText(/المبالغ بالدينار البحريني بـ3 منازل عشرية\.$/)).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'الدفع' });
    expect(within(payment).getByRole('group', { name: 'طريقة الدفع' })).toBeInTheDocument();
    expect(within(payment).getByRole('radio', { name: /^بطاقة/ })).toBeChecked();
    expect(within(payment).getByRole('radio', { name: /^بنفت/ })).not.toBeChecked();
    expect(within(payment).getByText(/لا نطّلع أبدًا على بيانات بطاقتك/)).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'ادفع 1.980 د.ب.' })).toBeEnabled();
    expectNoEnglish(view.container, {
      catalogs: [paymentsEnglish],
      data: ['Desk lamp', 'Deep cleaning'],
    });
  });

  it('says in Arabic that a placed order is kept when paying could not start', async () => {
    let checkoutAnswers = 0;
    const view = renderPayments(
      {
        'POST /api/Payment/checkout': () =>
          ++checkoutAnswers === 1
            ? { status: 502, body: { Message: PAYMENT_ERRORS.gatewayUnavailable } }
            : { body: { OrderId: ORDER_ID, ChargeId: 'chg_sbx_2', PaymentUrl: PAYMENT_URL } },
      },
      'ar',
    );
    await view.user.click(await screen.findByRole('button', { name: 'ادفع 1.980 د.ب.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${arabicContractText(PAYMENT_ERRORS.gatewayUnavailable)} طلبك محفوظ، ويمكنك محاولة الدفع مرة أخرى.`,
    );
    await view.user.click(screen.getByRole('button', { name: 'ادفع 1.980 د.ب.' }));
    expect(await screen.findByRole('button', { name: /جارٍ فتح صفحة الدفع/ })).toBeDisabled();
  });

  it('offers the catalogue in Arabic when the cart is empty', async () => {
    const view = renderPayments({ [`GET ${CART_PATH}`]: { body: cartWith([], TEST_USER_ID) } }, 'ar');
    expect(await screen.findByText('سلتك فارغة')).toBeInTheDocument();
    expect(screen.getByText('أضف خدمة أو منتجًا إلى سلتك قبل إتمام الطلب.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح الخدمات' })).toHaveAttribute('href', '/ar/services');
    expectNoEnglish(view.container, { catalogs: [paymentsEnglish] });
  });

  it.each([
    [1, 'المجموع الفرعي (طلب معلومات واحد)'],
    [3, 'المجموع الفرعي (3 طلبات معلومات)'],
    [11, 'المجموع الفرعي (11 طلب معلومات)'],
    [100, 'المجموع الفرعي (100 طلب معلومات)'],
  ])('names the subtotal of %i information requests in Arabic', (count, label) => {
    expect(storefrontI18n('ar')._('payments.summary.subtotal', { count })).toBe(label);
  });
});
