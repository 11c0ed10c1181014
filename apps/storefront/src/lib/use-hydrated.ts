import { useSyncExternalStore } from 'react';

// A server-rendered page (entry-server.tsx) is hydrated with what the server knew: no session, no
// device storage. Whatever the browser alone knows must render the server's way during hydration
// and change right after it, or React finds markup it did not expect.

const subscribeToNothing = () => () => undefined;

/** False while React hydrates server markup (and on the server); true in every other render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
