import { createBrowserSession } from '@marketplace/client/session';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createRoutes, preloadPages } from './app/router';
import { paths } from './config/paths';
import { createApiRuntime } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { readServerState, ReleaseServerState } from './lib/server-state';

const queryClient = createQueryClient();
// Until the router is mounted a full page load is the only way to change the page.
let navigate = (to: string) => window.location.replace(to);
const runtime = createApiRuntime({
  session: createBrowserSession(),
  // Spec section 8: the client already cleared the session it could not renew.
  onSessionExpired: () => {
    queryClient.clear();
    navigate(paths.start.getHref());
  },
});
// The catalog pages' loaders fill the same query cache the pages read (issue 18).
const loaderContext = { queryClient, api: runtime.api };
const takeRouterNavigation = (next: (to: string) => void) => {
  navigate = next;
};

const routes = createRoutes(loaderContext);
const app = (
  <StrictMode>
    <AppProvider runtime={runtime} queryClient={queryClient}>
      <AppRouter routes={routes} onNavigatorReady={takeRouterNavigation} />
      <ReleaseServerState />
    </AppProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;
// The first render (or hydration) as a transition: React renders it in slices and lets the browser
// paint and take input between them, instead of one long task (Lighthouse mobile, /home: total
// blocking time 444 -> 317 ms, /services 348 -> 169 ms; issue 18).
// A public catalog page comes rendered by the server with its data (entry-server.tsx): React takes
// over that markup with the same data instead of drawing the page again, once the page's chunk is
// here (router.tsx, preloadPages). Until then the server's page is on screen and its links work.
const serverState = readServerState();
if (serverState) {
  hydrate(queryClient, serverState);
  void preloadPages(routes, window.location.pathname)
    .catch(() => undefined) // the page's own error boundary reports a chunk that will not load
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  startTransition(() => createRoot(container).render(app));
}
