import type { DehydratedState } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readJsonElement } from './json-element';

// The data a server-rendered page was rendered with (entry-server.tsx), handed to the browser in a
// JSON script element so that hydration renders the same page without asking the API again.

export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The server's query data when this document was server-rendered, else null. */
export function readServerState(doc: Document = document): DehydratedState | null {
  return (readJsonElement(SERVER_STATE_ELEMENT_ID, doc) as DehydratedState | undefined) ?? null;
}

/**
 * Removes the data element once the page is hydrated: the query cache holds the data now. Its
 * absence also tells the end-to-end tests that the server's page has become the app.
 */
export function ReleaseServerState() {
  useEffect(() => document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove(), []);
  return null;
}
