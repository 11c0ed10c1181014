import { lazy, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import { RequireAuth, RequireGuest } from './guard';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { RootShell } from './layout/root-shell';
import { RouteErrorBoundary } from './layout/route-error';
import { createRouteLoaders, type LoaderContext, type RouteLoader } from './route-loaders';

// The route table of spec 2.1, in one place. Every page is its own chunk (route-level code
// splitting): a visitor of /home downloads the home page, not the checkout. The catalog pages'
// loaders start their data while their chunk loads (route-loaders.ts).
//
// Declarative routing (BrowserRouter + useRoutes), not a data router: the data router's code
// (fetchers, actions, revalidation, hydration) was 15 KB gzip of the first load on every page,
// and the only data APIs used were these loaders and an error element (issue 18). Navigations
// still run in a transition, so the page on screen stays until the next one's chunk is there.

const customerOnly = ['customer'] as const;

interface PageModule {
  readonly Component: ComponentType;
}

/** A page from its own chunk; the layouts' Suspense shows the page fallback while it loads. */
function page(load: () => Promise<PageModule>): ReactNode {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Page />;
}

/**
 * Runs a route's loader once as the route is entered, in the render before the page (a lazy child)
 * asks for its chunk, so both downloads start together. Later changes of the URL's query are the
 * page's own queries to follow.
 */
function WithLoader({ loader, children }: { readonly loader: RouteLoader; readonly children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const params = useParams();
  useState(() => loader({ searchParams, params }));
  return children;
}

export const createRoutes = (context: LoaderContext): RouteObject[] => {
  const loaders = createRouteLoaders(context);
  const resetPassword = page(() => import('./routes/reset-password'));
  const backOfficeHandoff = page(() => import('./routes/back-office-handoff'));
  return [
    {
      element: <RootShell />,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.home.getHref()} replace /> },
        {
          element: <PublicLayout />,
          children: [
            { path: paths.start.path, element: page(() => import('./routes/start')) },
            {
              path: paths.home.path,
              element: <WithLoader loader={loaders.home}>{page(() => import('./routes/home'))}</WithLoader>,
            },
            {
              path: paths.services.path,
              element: <WithLoader loader={loaders.services}>{page(() => import('./routes/services'))}</WithLoader>,
            },
            {
              path: paths.serviceItem.path,
              element: (
                <WithLoader loader={loaders.serviceItem}>{page(() => import('./routes/service-item'))}</WithLoader>
              ),
            },
            { path: paths.brands.path, element: page(() => import('./routes/brands')) },
            { path: paths.contact.path, element: page(() => import('./routes/contact')) },
            { path: paths.cookiePolicy.path, element: page(() => import('./routes/cookie-policy')) },
            { path: paths.providerSignup.path, element: page(() => import('./routes/provider-signup')) },
            { path: paths.providerLogin.path, element: page(() => import('./routes/provider-login')) },
            { path: paths.resetPassword.path, element: resetPassword },
            { path: paths.verifyEmail.path, element: page(() => import('./routes/verify-email')) },
            { path: paths.customerResetPassword.path, element: resetPassword },
            { path: paths.providerResetPassword.path, element: resetPassword },
            { path: '*', element: page(() => import('./routes/not-found')) },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            {
              element: <RequireAuth roles={customerOnly} />,
              children: [
                { path: paths.payments.path, element: page(() => import('./routes/payments')) },
                { path: paths.paymentResult.path, element: page(() => import('./routes/payment-result')) },
                { path: paths.notifications.path, element: page(() => import('./routes/notifications')) },
                { path: paths.customerDashboard.path, element: page(() => import('./routes/customer-dashboard')) },
              ],
            },
            {
              element: <RequireGuest />,
              children: [{ path: paths.customerAuth.path, element: page(() => import('./routes/customer-auth')) }],
            },
            {
              element: <RequireAuth roles={['provider']} />,
              children: [{ path: paths.providerDashboard.path, element: backOfficeHandoff }],
            },
            {
              element: <RequireAuth />,
              children: [{ path: paths.admin.path, element: backOfficeHandoff }],
            },
          ],
        },
      ],
    },
  ];
};

function AppRoutes({ context }: { readonly context: LoaderContext }) {
  const routes = useMemo(() => createRoutes(context), [context]);
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}

/** Hands code outside React (the API client's "session expired") a way to change the page. */
function NavigatorBridge({ onReady }: { readonly onReady: (navigate: (to: string) => void) => void }) {
  const navigate = useNavigate();
  useEffect(() => onReady((to) => void navigate(to, { replace: true })), [navigate, onReady]);
  return null;
}

export interface AppRouterProps {
  readonly context: LoaderContext;
  /** Receives a replace-navigation once the router is mounted. */
  readonly onNavigatorReady: (navigate: (to: string) => void) => void;
}

export function AppRouter({ context, onNavigatorReady }: AppRouterProps) {
  return (
    <BrowserRouter>
      <NavigatorBridge onReady={onNavigatorReady} />
      <AppRoutes context={context} />
    </BrowserRouter>
  );
}
