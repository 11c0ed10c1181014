import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi, type Answer } from '@marketplace/client/testing';
import { UiProvider } from '@marketplace/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ApiProvider, createApiRuntime } from '@/lib/api';
import { SessionProvider } from '@/lib/session';
import { ToasterProvider } from '@/lib/toaster';
import { storefrontI18n } from '@/locales/test-i18n';

// The catalog's screens as an Arabic visitor gets them: the Arabic translator and, like the app
// (main.tsx), a router under the /ar basename, so the raw links and form actions the browser
// follows by itself before hydration can be checked to stay under /ar. The providers are the
// app's (app/provider.tsx, which a feature may not import), as in src/testing/render-app.tsx; that
// helper has no basename option yet.

export const AR_BASENAME = '/ar';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface RenderInArabicOptions {
  /** The app's own path the test starts at, without /ar ('/services?Search=x'). */
  readonly route?: string;
  readonly path?: string;
  readonly routes?: RouteObject[];
  readonly api?: Record<string, Answer>;
}

export function renderInArabic(ui: ReactNode, options: RenderInArabicOptions = {}) {
  const fakeApi = createFakeApi(options.api);
  const session = observeSession(createMemorySession(null));
  const runtime = createApiRuntime({ session, onSessionExpired: () => undefined, fetch: fakeApi.fetch, locale: 'ar' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: options.path ?? '*', element: ui }, ...(options.routes ?? []), { path: '*', Component: LocationProbe }],
    { basename: AR_BASENAME, initialEntries: [AR_BASENAME + (options.route ?? '/')] },
  );
  const user = userEvent.setup();
  const view = render(
    <UiProvider i18n={storefrontI18n('ar')}>
      <ToasterProvider>
        <QueryClientProvider client={queryClient}>
          <ApiProvider runtime={runtime}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </ToasterProvider>
    </UiProvider>,
  );
  return { ...view, user, router, queryClient, api: fakeApi };
}

/**
 * Latin words left on an Arabic screen: in its text and in the attributes people hear or see
 * (accessible names, placeholders, tooltips, image texts). Give the screen Arabic user data (the
 * AR fixtures), so any word found is a text the app forgot to translate. `skip`: parts of the
 * screen that other features own (the cart's button), checked by their own tests.
 */
export function latinWordsIn(container: HTMLElement, skip: readonly Element[] = []): string[] {
  const copy = container.cloneNode(true) as HTMLElement;
  const skipped = new Set(skip.map((element) => pathOf(element, container)));
  for (const path of skipped) elementAt(copy, path)?.remove();
  const texts: string[] = [];
  const walker = copy.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of copy.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []);
}

/** An element's position under the root (child indexes), so it can be found again in a copy. */
function pathOf(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift([...(node.parentElement?.children ?? [])].indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  return path.reduce<Element | undefined>((node, index) => node?.children[index], root);
}
