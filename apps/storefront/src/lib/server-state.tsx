import { ApiError, type ApiErrorInit } from '@marketplace/client';
import type { DehydratedState } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readJsonElement } from './json-element';

// The data a server-rendered page was rendered with (entry-server.tsx), handed to the browser in a
// JSON script element so that hydration renders the same page without asking the API again.

export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The server's query data when this document was server-rendered, else null. */
export function readServerState(doc: Document = document): DehydratedState | null {
  const state = readJsonElement(SERVER_STATE_ELEMENT_ID, doc) as DehydratedState | undefined;
  return state ? { ...state, queries: state.queries.map(withApiError) } : null;
}

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * A page about a record that is not there is rendered with its query failed (404); the error
 * arrives as JSON, and the page tells a missing record by its class (lib/missing-record.ts), so it
 * becomes an ApiError again before hydration, which then shows the same "not found".
 */
function withApiError(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status !== 'error' || query.state.error === null) return query;
  const { method = 'GET', path = '', status, body } = query.state.error as Partial<ApiErrorInit>;
  const error = new ApiError({ method, path, status, body, fallbacks: { fallback: '' } });
  return { ...query, state: { ...query.state, error } };
}

/**
 * Removes the data element once the page is hydrated: the query cache holds the data now. Its
 * absence also tells the end-to-end tests that the server's page has become the app.
 */
export function ReleaseServerState() {
  useEffect(() => document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove(), []);
  return null;
}
