import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAuth, RequireGuest } from './guard';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { RootShell } from './layout/root-shell';
import { RouteError } from './layout/route-error';
import { createRouteLoaders, type LoaderContext } from './route-loaders';

// The route table of spec 2.1, in one place. Every page is its own chunk (route-level code
// splitting): a visitor of /home downloads the home page, not the checkout. The catalog pages'
// loaders start their data while their chunk loads (route-loaders.ts).

const customerOnly = ['customer'] as const;

export const createRoutes = (context: LoaderContext): RouteObject[] => {
  const loaders = createRouteLoaders(context);
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.home.getHref()} replace /> },
        {
          element: <PublicLayout />,
          children: [
            { path: paths.start.path, lazy: () => import('./routes/start') },
            { path: paths.home.path, loader: loaders.home, lazy: () => import('./routes/home') },
            { path: paths.services.path, loader: loaders.services, lazy: () => import('./routes/services') },
            {
              path: paths.serviceItem.path,
              loader: loaders.serviceItem,
              lazy: () => import('./routes/service-item'),
            },
            { path: paths.brands.path, lazy: () => import('./routes/brands') },
            { path: paths.contact.path, lazy: () => import('./routes/contact') },
            { path: paths.cookiePolicy.path, lazy: () => import('./routes/cookie-policy') },
            { path: paths.providerSignup.path, lazy: () => import('./routes/provider-signup') },
            { path: paths.providerLogin.path, lazy: () => import('./routes/provider-login') },
            { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
            { path: paths.verifyEmail.path, lazy: () => import('./routes/verify-email') },
            { path: paths.customerResetPassword.path, lazy: () => import('./routes/reset-password') },
            { path: paths.providerResetPassword.path, lazy: () => import('./routes/reset-password') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            {
              element: <RequireAuth roles={customerOnly} />,
              children: [
                { path: paths.payments.path, lazy: () => import('./routes/payments') },
                { path: paths.paymentResult.path, lazy: () => import('./routes/payment-result') },
                { path: paths.notifications.path, lazy: () => import('./routes/notifications') },
                { path: paths.customerDashboard.path, lazy: () => import('./routes/customer-dashboard') },
              ],
            },
            {
              element: <RequireGuest />,
              children: [{ path: paths.customerAuth.path, lazy: () => import('./routes/customer-auth') }],
            },
            {
              element: <RequireAuth roles={['provider']} />,
              children: [{ path: paths.providerDashboard.path, lazy: () => import('./routes/back-office-handoff') }],
            },
            {
              element: <RequireAuth />,
              children: [{ path: paths.admin.path, lazy: () => import('./routes/back-office-handoff') }],
            },
          ],
        },
      ],
    },
  ];
};

export const createAppRouter = (context: LoaderContext) => createBrowserRouter(createRoutes(context));
