import { useSyncExternalStore } from 'react';

// A server-rendered page (the storefront's entry-server.tsx) is hydrated with what the server knew:
// no session, no device storage. Whatever the browser alone knows must render the server's way
// during hydration and change right after it, or React finds markup it did not expect. The change
// stays in the component that reads it: a context above a page that changes right after hydration
// makes React hydrate the whole page at once, in one long task (ui-provider.tsx).

const subscribeToNothing = () => () => undefined;

/** False while React hydrates server markup (and on the server); true in every other render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
