import { sessionFor, type Answer } from '@marketplace/client/testing';
import { PAYMENT_ERRORS, PAYMENT_RESULT_MESSAGES, type Locale, type PaymentResult } from '@marketplace/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToPaymentPage } from '@/features/payments/lib/payment-page';
import paymentsEnglishSource from '@/locales/payments/en.json?raw';
import { arabicContractText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as PaymentResultRoute } from './payment-result';

/** The payments catalog as written (ICU text): an import of the JSON itself comes compiled. */
const paymentsEnglish = JSON.parse(paymentsEnglishSource) as Record<string, string>;

vi.mock('@/features/payments/lib/payment-page', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  goToPaymentPage: vi.fn(),
}));
// The first MUI render of a file is slow in jsdom while the suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const CHARGE_ID = 'chg_sbx_1';
const RESULT_URL = `/payment/result?orderId=${ORDER_ID}&tap_id=${CHARGE_ID}`;

const result = (overrides: Partial<PaymentResult>): PaymentResult => ({
  OrderId: ORDER_ID,
  ChargeId: CHARGE_ID,
  Status: 'paid',
  IsPaymentSuccess: true,
  Amount: 1.98,
  Message: PAYMENT_RESULT_MESSAGES.paid,
  ...overrides,
});

afterEach(() => vi.mocked(goToPaymentPage).mockReset());

function renderResult(route: string, api: Record<string, Answer>, locale: Locale = 'en') {
  // StrictMode runs effects twice: the payment must still be verified once.
  return renderApp(
    <StrictMode>
      <PaymentResultRoute />
    </StrictMode>,
    { route, path: '/payment/result', session: sessionFor('Customer'), api, locale },
  );
}

describe('/payment/result', () => {
  it('verifies once and shows a successful payment with its order', async () => {
    const stockUpdated = vi.fn();
    window.addEventListener('stockUpdated', stockUpdated);
    const view = renderResult(RESULT_URL, { 'POST /api/Payment/verify': { body: result({}) } });

    expect(screen.getByRole('heading', { level: 1, name: 'Verifying your payment...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_RESULT_MESSAGES.paid)).toBeInTheDocument();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent('#A1B2C3D4');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('1.980 BHD');
    expect(screen.getByText('Payment Status').nextSibling).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/customer-dashboard/order/${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/services');

    expect(view.api.callsTo('POST', '/api/Payment/verify')).toHaveLength(1);
    expect(view.api.callsTo('POST', '/api/Payment/verify')[0]?.body).toEqual({
      OrderId: ORDER_ID,
      ChargeId: CHARGE_ID,
    });
    expect(stockUpdated).toHaveBeenCalledOnce();
    window.removeEventListener('stockUpdated', stockUpdated);
  });

  it('shows a declined payment and pays the same order again on Try again', async () => {
    const view = renderResult(RESULT_URL, {
      'POST /api/Payment/verify': {
        body: result({ Status: 'declined', IsPaymentSuccess: false, Message: PAYMENT_RESULT_MESSAGES.declined }),
      },
      'POST /api/Payment/checkout': {
        body: { OrderId: ORDER_ID, ChargeId: 'chg_sbx_2', PaymentUrl: 'http://localhost/payment-sandbox/chg_sbx_2' },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_RESULT_MESSAGES.declined)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/customer-dashboard/orders');

    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://localhost/payment-sandbox/chg_sbx_2'));
    expect(view.api.callsTo('POST', '/api/Payment/checkout')[0]?.body).toEqual({ OrderId: ORDER_ID });
  });

  it('says why the order can no longer be paid', async () => {
    const view = renderResult(RESULT_URL, {
      'POST /api/Payment/verify': { body: result({ Status: 'declined', IsPaymentSuccess: false }) },
      'POST /api/Payment/checkout': { status: 409, body: { Message: PAYMENT_ERRORS.reservationExpired } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(PAYMENT_ERRORS.reservationExpired)).toBeInTheDocument();
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('checks a pending payment again on request', async () => {
    const view = renderResult(RESULT_URL, {
      'POST /api/Payment/verify': {
        body: result({ Status: 'pending', IsPaymentSuccess: false, Message: PAYMENT_RESULT_MESSAGES.pending }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeInTheDocument();
    view.api.route('POST /api/Payment/verify', { body: result({}) });
    await view.user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/Payment/verify')).toHaveLength(2);
  });

  it('shows the server message when the payment cannot be checked', async () => {
    renderResult(RESULT_URL, {
      'POST /api/Payment/verify': { status: 404, body: { Message: PAYMENT_ERRORS.chargeNotFound } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your payment' })).toBeVisible();
    expect(screen.getByText(PAYMENT_ERRORS.chargeNotFound)).toBeInTheDocument();
  });

  it('checks the latest charge of the order when the gateway sent no tap_id', async () => {
    const view = renderResult(`/payment/result?orderId=${ORDER_ID}`, {
      'POST /api/Payment/verify': { body: result({}) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/Payment/verify')[0]?.body).toEqual({ OrderId: ORDER_ID });
  });

  it.each([['/payment/result'], ['/payment/result?orderId=not-an-id&tap_id=chg_1']])(
    'explains an invalid link (%s) without calling the API',
    async (route) => {
      const view = renderResult(route, {});
      expect(screen.getByRole('heading', { level: 1, name: 'Invalid payment link' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/customer-dashboard/orders');
      expect(view.api.calls).toHaveLength(0);
    },
  );
});

describe('/payment/result in Arabic', () => {
  const inArabic = (route: string, api: Record<string, Answer>) => renderResult(route, api, 'ar');
  /** No English of this page's catalog, nor any other, but the server's texts (Arabic once the contract has them). */
  const expectArabicOnly = (container: HTMLElement, data: string[] = []) =>
    expectNoEnglish(container, { catalogs: [paymentsEnglish], data: data.map(arabicContractText) });

  it('shows a successful payment with its order facts', async () => {
    const view = inArabic(RESULT_URL, { 'POST /api/Payment/verify': { body: result({}) } });
    expect(screen.getByRole('heading', { level: 1, name: 'جارٍ التحقق من عملية الدفع...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'تمّ الدفع بنجاح' })).toBeInTheDocument();
    expect(screen.getByText(arabicContractText(PAYMENT_RESULT_MESSAGES.paid))).toBeInTheDocument();
    const orderNumber = screen.getByText('رقم الطلب').nextSibling as HTMLElement;
    expect(orderNumber).toHaveTextContent('#A1B2C3D4');
    // An id reads left to right inside the Arabic sentence.
    expect(orderNumber.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('الإجمالي').nextSibling).toHaveTextContent('1.980 د.ب.');
    expect(screen.getByText('حالة الدفع').nextSibling).toHaveTextContent('مدفوع');
    expect(screen.getByRole('link', { name: 'عرض الطلب' })).toHaveAttribute(
      'href',
      `/ar/customer-dashboard/order/${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'متابعة التسوق' })).toHaveAttribute('href', '/ar/services');
    expectArabicOnly(view.container, [PAYMENT_RESULT_MESSAGES.paid]);
  });

  it('says a payment after cancellation is being refunded', async () => {
    const message = PAYMENT_RESULT_MESSAGES.paidAfterCancellation;
    inArabic(RESULT_URL, {
      'POST /api/Payment/verify': { body: result({ IsPaymentSuccess: false, Message: message }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'تمّ الدفع بنجاح' })).toBeInTheDocument();
    expect(screen.getByText('حالة الدفع').nextSibling).toHaveTextContent('قيد الاسترداد');
  });

  it('shows a declined payment with its ways on', async () => {
    const view = inArabic(RESULT_URL, {
      'POST /api/Payment/verify': {
        body: result({ Status: 'declined', IsPaymentSuccess: false, Message: PAYMENT_RESULT_MESSAGES.declined }),
      },
      'POST /api/Payment/checkout': { status: 409, body: { Message: PAYMENT_ERRORS.reservationExpired } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'تعذّر إتمام الدفع' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الطلب' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طلباتي' })).toHaveAttribute('href', '/ar/customer-dashboard/orders');
    await view.user.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findByText(arabicContractText(PAYMENT_ERRORS.reservationExpired))).toBeInTheDocument();
    expectArabicOnly(view.container, [PAYMENT_RESULT_MESSAGES.declined, PAYMENT_ERRORS.reservationExpired]);
  });

  it('shows a pending payment with Check again', async () => {
    const view = inArabic(RESULT_URL, {
      'POST /api/Payment/verify': {
        body: result({ Status: 'pending', IsPaymentSuccess: false, Message: PAYMENT_RESULT_MESSAGES.pending }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'الدفع قيد المعالجة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحقّق مرة أخرى' })).toBeEnabled();
    expectArabicOnly(view.container, [PAYMENT_RESULT_MESSAGES.pending]);
  });

  it('says when the payment cannot be checked', async () => {
    const view = inArabic(RESULT_URL, {
      'POST /api/Payment/verify': { status: 404, body: { Message: PAYMENT_ERRORS.chargeNotFound } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'لم نتمكن من تأكيد عملية الدفع' })).toBeVisible();
    expect(screen.getByText(arabicContractText(PAYMENT_ERRORS.chargeNotFound))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحقّق مرة أخرى' })).toBeInTheDocument();
    expectArabicOnly(view.container, [PAYMENT_ERRORS.chargeNotFound]);
  });

  it('explains an invalid link', async () => {
    const view = inArabic('/payment/result', {});
    expect(screen.getByRole('heading', { level: 1, name: 'رابط الدفع غير صالح' })).toBeInTheDocument();
    expect(screen.getByText(/لا يحدّد هذا الرابط الطلب الذي تم دفعه/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طلباتي' })).toHaveAttribute('href', '/ar/customer-dashboard/orders');
    expect(screen.getByRole('link', { name: 'متابعة التسوق' })).toHaveAttribute('href', '/ar/services');
    expectArabicOnly(view.container);
  });
});
