import { observeSession } from '@marketplace/client/session';
import type { Api } from '@marketplace/client';
import type { DataProvider } from 'react-admin';
import { createAdminDataProvider } from '@/portals/admin/data-provider';
import { createProviderDataProvider } from '@/portals/provider/data-provider';
import {
  createCurrentProvider,
  type CurrentProvider,
  type CurrentProviderSource,
} from '@/portals/provider/data-provider/current-provider';
import type { RealApi } from './real-api';

// What the data-provider tests against the real API share besides the server itself: each
// portal's data provider signed in as a demo account, and a refusal read as the API's answer.

/** The admin area's data provider, signed in as this demo account (a visitor's without one). */
export async function adminPortal(real: RealApi, email?: string): Promise<DataProvider> {
  return createAdminDataProvider(await real.clientFor(email));
}

export interface ProviderPortal {
  readonly api: Api;
  /** The current provider as the app reads it (from the session), and its first answer. */
  readonly me: CurrentProviderSource;
  readonly current: CurrentProvider;
  readonly dataProvider: DataProvider;
}

/** The provider dashboard's data provider signed in as this demo provider, the way the app is. */
export async function providerPortal(real: RealApi, email: string): Promise<ProviderPortal> {
  const api = await real.clientFor(email);
  const me = createCurrentProvider(api, observeSession(api.http.session));
  return { api, me, current: await me(), dataProvider: createProviderDataProvider(api, me) };
}

/** A call's refusal as the API's status and Message (status 0 when it did not fail). */
export function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  return promise.then(
    () => ({ status: 0, message: 'no error' }),
    (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
  );
}
