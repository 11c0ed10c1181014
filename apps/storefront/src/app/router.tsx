import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { paths } from '@/config/paths';
import { RequireAuth, RequireGuest } from './guard';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { RootShell } from './layout/root-shell';
import { RouteErrorBoundary } from './layout/route-error';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
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

/**
 * What a page route carries besides its element: how to fetch the page's chunk ahead of a render,
 * and its loader if it has one (the public catalog pages, which the server also renders).
 */
interface PageHandle {
  readonly preload: () => Promise<unknown>;
  readonly loader?: RouteLoader;
}

/**
 * A page from its own chunk; the layouts' Suspense shows the page fallback while it loads. A
 * loader, when given, starts the page's data in the same render (WithLoader).
 */
function page(load: () => Promise<PageModule>, loader?: RouteLoader): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyWithPreload(() => load().then((module) => ({ default: module.Component })));
  const handle: PageHandle = { preload: Page.preload, ...(loader ? { loader } : {}) };
  return {
    element: loader ? (
      <WithLoader loader={loader}>
        <Page />
      </WithLoader>
    ) : (
      <Page />
    ),
    handle,
  };
}

const pageMatches = (routes: RouteObject[], location: string) =>
  (matchRoutes(routes, location) ?? []).flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [{ handle, params: match.params }] : [];
  });

/**
 * Downloads the chunks of the pages a location renders. Before hydrating a server-rendered page
 * (main.tsx) every page must be there: a page that suspends while hydration meets its first update
 * is thrown away and rendered again, and its server markup with it.
 */
export async function preloadPages(routes: RouteObject[], location: string): Promise<void> {
  await Promise.all(pageMatches(routes, location).map(({ handle }) => handle.preload()));
}

/**
 * For the server render: loads the chunk and the data of the page at a URL; false when the page
 * has no loader (it is rendered by the browser alone).
 */
export async function loadPageWithData(routes: RouteObject[], url: URL): Promise<boolean> {
  const matched = pageMatches(routes, url.pathname).find(({ handle }) => handle.loader);
  if (!matched?.handle.loader) return false;
  await Promise.all([
    matched.handle.preload(),
    matched.handle.loader({ searchParams: url.searchParams, params: matched.params }),
  ]);
  return true;
}

/**
 * Runs a route's loader once as the route is entered, in the render before the page (a lazy child)
 * asks for its chunk, so both downloads start together. Later changes of the URL's query are the
 * page's own queries to follow.
 */
function WithLoader({ loader, children }: { readonly loader: RouteLoader; readonly children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const params = useParams();
  useState(() => void loader({ searchParams, params }));
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
            { path: paths.start.path, ...page(() => import('./routes/start')) },
            {
              path: paths.home.path,
              ...page(() => import('./routes/home'), loaders.home),
            },
            {
              path: paths.services.path,
              ...page(() => import('./routes/services'), loaders.services),
            },
            {
              path: paths.serviceItem.path,
              ...page(() => import('./routes/service-item'), loaders.serviceItem),
            },
            { path: paths.brands.path, ...page(() => import('./routes/brands'), loaders.brands) },
            { path: paths.brand.path, ...page(() => import('./routes/brand'), loaders.brand) },
            { path: paths.contact.path, ...page(() => import('./routes/contact')) },
            { path: paths.cookiePolicy.path, ...page(() => import('./routes/cookie-policy')) },
            { path: paths.help.path, ...page(() => import('./routes/help'), loaders.staticPage) },
            { path: paths.providerSignup.path, ...page(() => import('./routes/provider-signup')) },
            { path: paths.providerLogin.path, ...page(() => import('./routes/provider-login')) },
            { path: paths.resetPassword.path, ...resetPassword },
            { path: paths.verifyEmail.path, ...page(() => import('./routes/verify-email')) },
            { path: paths.customerResetPassword.path, ...resetPassword },
            { path: paths.providerResetPassword.path, ...resetPassword },
            { path: '*', ...page(() => import('./routes/not-found'), loaders.notFound) },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            {
              element: <RequireAuth roles={customerOnly} />,
              children: [
                { path: paths.payments.path, ...page(() => import('./routes/payments')) },
                { path: paths.paymentResult.path, ...page(() => import('./routes/payment-result')) },
                { path: paths.notifications.path, ...page(() => import('./routes/notifications')) },
                { path: paths.customerDashboard.path, ...page(() => import('./routes/customer-dashboard')) },
              ],
            },
            {
              element: <RequireGuest />,
              children: [{ path: paths.customerAuth.path, ...page(() => import('./routes/customer-auth')) }],
            },
            {
              element: <RequireAuth roles={['provider']} />,
              children: [{ path: paths.providerDashboard.path, ...backOfficeHandoff }],
            },
            {
              element: <RequireAuth />,
              children: [{ path: paths.admin.path, ...backOfficeHandoff }],
            },
          ],
        },
      ],
    },
  ];
};

/** The route table rendered for the current location: the browser's router or the server's. */
export function AppRoutes({ routes }: { readonly routes: RouteObject[] }) {
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
  /** createRoutes' table, made once per run (its pages may have been preloaded). */
  readonly routes: RouteObject[];
  /** The language's path prefix ('/ar'), or '' for English at the spec's own paths. */
  readonly basename: string;
  /** Receives a replace-navigation once the router is mounted. */
  readonly onNavigatorReady: (navigate: (to: string) => void) => void;
}

export function AppRouter({ routes, basename, onNavigatorReady }: AppRouterProps) {
  return (
    <BrowserRouter basename={basename || undefined}>
      <NavigatorBridge onReady={onNavigatorReady} />
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
