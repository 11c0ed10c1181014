import type { Api } from '@marketplace/client';
import type { DataProvider } from 'react-admin';
import { api, session } from '@/api';
import { createDataProvider } from '@/data-provider';
import { createCurrentProvider, type CurrentProviderSource } from './current-provider';
import { providerResourceMap } from './resource-map';

/** The signed-in provider (ProviderId, profile), shared by the provider dashboard's resources and screens. */
export const currentProvider = createCurrentProvider(api, session);

/** The provider dashboard's data provider over a client and its provider (tests hand in their own). */
export const createProviderDataProvider = (client: Api, me: CurrentProviderSource): DataProvider =>
  createDataProvider(providerResourceMap(client, me));

/** The provider dashboard's data provider (portals/provider/provider-app.tsx): the provider's own records only. */
export const providerDataProvider: DataProvider = createProviderDataProvider(api, currentProvider);
