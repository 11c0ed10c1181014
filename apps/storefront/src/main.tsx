import { createBrowserSession } from '@marketplace/client/session';
import { localeOfPath, localePrefix, pathWithoutLocale } from '@marketplace/contract';
import { addMessages, createI18n } from '@marketplace/i18n';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createRoutes, preloadPages } from '@/app/router';
import { paths } from '@/config/paths';
import { createApiRuntime } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { readServerState, ReleaseServerState } from '@/lib/server-state';
import { readPageTexts } from '@/lib/page-texts';
import { PageShown, pageShown } from '@/lib/page-shown';
import { loadContractMessages, loadMessages } from '@/locales/catalogs';

// The page's language is its path's: /ar/... is Arabic, every other path English. The router works
// under /ar as its basename, so the app's own paths (config/paths.ts) stay the spec's.
const locale = localeOfPath(window.location.pathname);
const basename = localePrefix(locale);
const queryClient = createQueryClient();
// Until the router is mounted a full page load is the only way to change the page.
let navigate = (to: string) => window.location.replace(basename + to);
const runtime = createApiRuntime({
  session: createBrowserSession(),
  locale,
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
const container = document.getElementById('root')!;
// The language's catalogs load beside the page's chunk; nothing renders before both are here. The
// contract's texts are no part of that (locales/catalogs.ts): a server-rendered page carries those
// it shows (lib/page-texts.ts) and asks for the rest once it is hydrated; a page the browser renders
// asks for them at once, beside its chunk, without waiting for them. They join the translator
// quietly (nothing on screen renders again: 84 ms of a phone's main thread for a whole page) unless
// the browser drew its page before they came, when what it shows renders again.
const serverState = readServerState();
const i18n = loadMessages(locale).then((catalogs) => createI18n(locale, ...catalogs, readPageTexts()));
let drawing = false;
const contractTexts = serverState
  ? pageShown.then(() => loadContractMessages[locale]())
  : loadContractMessages[locale]();
void Promise.all([i18n, contractTexts]).then(async ([translator, contract]) => {
  if (serverState || !drawing) return addMessages(translator, contract);
  await pageShown; // its provider listens from then on
  addMessages(translator, contract, { rerender: true });
});
const app = i18n.then((translator) => (
  <StrictMode>
    <AppProvider i18n={translator} runtime={runtime} queryClient={queryClient}>
      <AppRouter routes={routes} basename={basename} onNavigatorReady={takeRouterNavigation} />
      <ReleaseServerState />
      <PageShown />
    </AppProvider>
  </StrictMode>
));
// The first render (or hydration) as a transition: React renders it in slices and lets the browser
// paint and take input between them, instead of one long task (Lighthouse mobile, /home: total
// blocking time 444 -> 317 ms, /services 348 -> 169 ms; issue 18).
// A public catalog page comes rendered by the server with its data (entry-server.tsx): React takes
// over that markup with the same data instead of drawing the page again, once the page's chunk is
// here (router.tsx, preloadPages). Until then the server's page is on screen and its links work.
if (serverState) {
  hydrate(queryClient, serverState);
  void Promise.all([
    app,
    // The page's own error boundary reports a chunk that will not load.
    preloadPages(routes, pathWithoutLocale(window.location.pathname)).catch(() => undefined),
  ]).then(([element]) => startTransition(() => void hydrateRoot(container, element)));
} else {
  void app.then((element) => {
    drawing = true;
    startTransition(() => createRoot(container).render(element));
  });
}
