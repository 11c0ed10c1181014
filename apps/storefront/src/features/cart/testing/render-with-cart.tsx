import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import type { RoleClaim } from '@marketplace/contract';
import { UiProvider } from '@marketplace/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ApiProvider, createApiRuntime } from '@/lib/api';
import { listenForStockUpdates } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { CUSTOMER_ID } from './cart-fixtures';

// The cart's own test harness, built from shared code only: features may not import the app's
// harness (src/testing sits at the app layer, see eslint/project-rules.js). It mirrors it closely:
// real providers, a scripted fetch that records calls, and "Page: /path" for every other route.

// The first MUI render of a test file is slow in jsdom, more so while the whole suite runs in
// parallel: waits get 5 s instead of 1 s so a busy machine does not fail a correct screen.
configure({ asyncUtilTimeout: 5000 });

export interface Call {
  readonly method: string;
  readonly pathname: string;
  readonly body: unknown;
}
type Reply = { status?: number; body?: unknown };
export type Answer = Reply | ((call: Call) => Reply);

/** An unsigned token: the storefront only decodes the payload (the API checks signatures). */
export function tokenFor(role: RoleClaim, userId: string = CUSTOMER_ID) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { role, nameid: userId, name: 'sara@example.bh', IsActive: true, IsDeleted: false };
  const payload = { ...claims, EmailConfirmed: true, iat: now - 60, exp: now + 900 };
  return { jwtToken: `${part({ alg: 'HS256' })}.${part(payload)}.unsigned`, refreshToken: `refresh-${userId}` };
}

function scriptedFetch(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname } = new URL(String(input), 'http://storefront.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init.method ?? 'GET', pathname, body };
    calls.push(call);
    const answer = routes[`${call.method} ${pathname}`];
    const reply =
      typeof answer === 'function' ? answer(call) : (answer ?? { status: 404, body: { Message: 'No fake' } });
    const json = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(json, { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (method: string, pathname: string) => calls.filter((c) => c.method === method && c.pathname === pathname),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <p>Page: {location.pathname}</p>;
}

function StockListener({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => listenForStockUpdates(queryClient), [queryClient]);
  return null;
}

export interface RenderWithCartOptions {
  /** The signed-in role; null for a visitor. Customer by default. */
  readonly role?: RoleClaim | null;
  readonly api?: Record<string, Answer>;
  readonly direction?: 'ltr' | 'rtl';
}

/** Renders `ui` at "/" inside the app's providers, signed in as a customer unless told otherwise. */
export function renderWithCart(ui: ReactNode, { role = 'Customer', api = {}, direction }: RenderWithCartOptions = {}) {
  const fake = scriptedFetch(api);
  const session = observeSession(createMemorySession(role ? tokenFor(role) : null));
  const runtime = createApiRuntime({ session, onSessionExpired: () => undefined, fetch: fake.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '*', Component: LocationProbe },
  ]);
  const view = render(
    <UiProvider persistPreference={false} {...(direction ? { direction } : {})}>
      <SnackbarProvider>
        <QueryClientProvider client={queryClient}>
          <StockListener queryClient={queryClient} />
          <ApiProvider runtime={runtime}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </UiProvider>,
  );
  return { ...view, user: userEvent.setup(), api: fake, session, queryClient, runtime };
}
