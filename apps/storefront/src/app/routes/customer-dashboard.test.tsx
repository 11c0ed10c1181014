import { sessionFor, TEST_USER_ID } from '@marketplace/client/testing';
import { PROFILE_TOASTS, type Order, type UserProfile } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../testing/render-app';
import { Component as CustomerDashboard } from './customer-dashboard';

const PROFILE_PATH = `/api/Customer/user/${TEST_USER_ID}`;
const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: TEST_USER_ID,
    firstName: 'Sara',
    lastName: 'Ahmed',
    email: 'sara@example.bh',
    phoneNumber: '+97333123456',
    imageUrl: '',
    address: 'Building 12, Road 34, Block 305',
    isActive: true,
    isDeleted: false,
    createdAt: '2026-01-10T08:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

const order: Order = {
  OrderId: ORDER_ID,
  CreatedAt: '2026-03-05T10:00:00.000Z',
  Status: 'InProgress',
  CancelledAt: null,
  TotalPrice: 2.97,
  Subtotal: 2.7,
  Vat: 0.27,
  PaymentType: 'card',
  IsPaymentSuccess: true,
  ReservationExpiresAt: null,
  OrderItems: [
    {
      OrderItemId: '11111111-1111-4111-8111-111111111111',
      ServiceItemId: '21111111-1111-4111-8111-111111111111',
      Type: 'item',
      Name: 'Split AC unit',
      Description: '1.5 ton inverter',
      Quantity: 2,
      Status: 'Confirmed',
      Photos: [],
      ProviderId: '31111111-1111-4111-8111-111111111111',
      ProviderName: 'Cool Air WLL',
      UnitPrice: 0.9,
    },
    {
      OrderItemId: '12222222-2222-4222-8222-222222222222',
      ServiceItemId: '22222222-2222-4222-8222-222222222222',
      Type: 'service',
      Name: 'AC maintenance',
      Description: 'Yearly check',
      Quantity: 1,
      Status: 'InProgress',
      Photos: [],
      ProviderId: '31111111-1111-4111-8111-111111111111',
      ProviderName: 'Cool Air WLL',
      UnitPrice: 0.9,
    },
  ],
  Customer: null,
};

const dashboard = (route: string, api: RenderAppOptions['api']) =>
  renderApp(<CustomerDashboard />, { route, path: '/customer-dashboard/*', session: sessionFor('Customer'), api });

describe('/customer-dashboard', () => {
  it('shows the signed-in customer, verified, with links on', async () => {
    const { api } = dashboard('/customer-dashboard', { [`GET ${PROFILE_PATH}`]: { body: profile() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sara Ahmed' })).toBeInTheDocument();
    expect(screen.getByText('sara@example.bh')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText('Email Verification Required')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(api.callsTo('GET', PROFILE_PATH)[0]?.query.get('isActive')).toBe('true');
  });

  it('asks an unverified customer to verify and resends the e-mail', async () => {
    const { user, api } = dashboard('/customer-dashboard', {
      [`GET ${PROFILE_PATH}`]: { body: profile({ isActive: false }) },
      'POST /api/Auth/send-verification-email': { body: { Success: true, Message: 'Sent' } },
    });
    const banner = await screen.findByRole('region', { name: 'Email Verification Required' });
    expect(banner).toHaveTextContent(/spam folder/);
    await user.click(within(banner).getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(PROFILE_TOASTS.verificationSent.title)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TOASTS.verificationSent.description)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Auth/send-verification-email')[0]?.body).toEqual({ Email: 'sara@example.bh' });
  });

  it('says so when the resend fails', async () => {
    const { user } = dashboard('/customer-dashboard', {
      [`GET ${PROFILE_PATH}`]: { body: profile({ isActive: false }) },
      'POST /api/Auth/send-verification-email': { status: 500, body: { Message: 'Mail server down' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(PROFILE_TOASTS.verificationSendFailed.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it('sends unknown sub-paths back to the dashboard', async () => {
    const { router } = dashboard('/customer-dashboard/wherever', { [`GET ${PROFILE_PATH}`]: { body: profile() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer-dashboard');
  });
});

describe('/customer-dashboard/order/:orderId', () => {
  it('shows the order with its summary and items', async () => {
    dashboard(`/customer-dashboard/order/${ORDER_ID}`, { [`GET /api/Order/${ORDER_ID}`]: { body: order } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7C9E6679' })).toBeInTheDocument();
    expect(screen.getByText('Placed on March 5, 2026')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('2.970 BHD');
    expect(within(summary).getByText('Payment Method').nextSibling).toHaveTextContent('Credit Card');
    expect(within(summary).getByText('Payment Status').nextSibling).toHaveTextContent('Paid');
    expect(within(summary).getByText('2 item(s)')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByRole('heading', { name: 'Split AC unit' })).toBeInTheDocument();
    expect(within(items).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(items).getByText('Confirmed')).toBeInTheDocument();
    expect(within(items).getByRole('heading', { name: 'AC maintenance' })).toBeInTheDocument();
    expect(within(items).getByText('Service')).toBeInTheDocument();
    expect(within(items).getAllByText('0.900 BHD')).toHaveLength(2);
  });

  it('says the order was not found on a 404, with a way back', async () => {
    dashboard(`/customer-dashboard/order/${ORDER_ID}`, {
      [`GET /api/Order/${ORDER_ID}`]: { status: 404, body: { Message: 'Order not found', StatusCode: 404 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/customer-dashboard');
  });
});
