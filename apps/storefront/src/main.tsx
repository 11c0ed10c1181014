import { createBrowserSession } from '@marketplace/client/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { createApiRuntime } from './lib/api';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const runtime = createApiRuntime({
  session: createBrowserSession(),
  // Spec section 8: the client already cleared the session it could not renew.
  onSessionExpired: () => {
    queryClient.clear();
    void router.navigate(paths.start.getHref(), { replace: true });
  },
});
// The catalog pages' loaders fill the same query cache the pages read (issue 18).
const router = createAppRouter({ queryClient, api: runtime.api });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider runtime={runtime} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
