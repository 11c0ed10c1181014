import { createMemorySession } from '@marketplace/client';
import { sessionFor } from '@marketplace/client/testing';
import { observeSession } from '@marketplace/client/session';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider, createApiRuntime } from './api';
import { SessionProvider, useSession } from './session';

// What the page sees of a returning customer's session. A page the browser hydrates sees it signed
// out, as the server rendered it, and the stored session right after, in a transition: an urgent
// change of the session's context above a page that is still hydrating made React hydrate the
// whole page in one task (/home signed in, 4x slower CPU: 432 ms; in a transition 21 ms; measured
// with a CPU profile, docs/decisions.md). A page the browser renders itself sees the session in its
// first render, so a guard never takes a signed-in customer for a visitor.

let seen: string[] = [];

function Who() {
  const { isAuthenticated } = useSession();
  seen.push(isAuthenticated ? 'signed in' : 'signed out');
  return <p>{isAuthenticated ? 'Signed in' : 'Signed out'}</p>;
}

function app(signedIn: boolean) {
  const session = observeSession(createMemorySession(signedIn ? sessionFor('Customer') : null));
  const runtime = createApiRuntime({ session, onSessionExpired: () => undefined, fetch: () => new Promise(() => {}) });
  return (
    <ApiProvider runtime={runtime}>
      <SessionProvider>
        <Who />
      </SessionProvider>
    </ApiProvider>
  );
}

describe('SessionProvider and server rendering', () => {
  afterEach(() => {
    seen = [];
  });

  it('hydrates signed out, as the server rendered it, then shows the stored session', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(true));
    expect(container.textContent).toBe('Signed out');
    seen = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(true), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(seen[0]).toBe('signed out');
    expect(container.textContent).toBe('Signed in');
    expect(errors).toEqual([]);
  });

  it('shows the stored session from the first render of a page the browser renders itself', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(app(true));
    });
    expect(seen).not.toContain('signed out');
    expect(container.textContent).toBe('Signed in');
  });
});
