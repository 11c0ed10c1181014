import type { Api } from '@marketplace/client';
import type { DataProvider } from 'react-admin';
import { api } from '@/api';
import { createDataProvider } from '@/data-provider';
import { adminResourceMap } from './resource-map';

/** The admin area's data provider over a client (tests hand in one signed in as an admin). */
export const createAdminDataProvider = (client: Api): DataProvider => createDataProvider(adminResourceMap(client));

/** The admin area's data provider (portals/admin/admin-app.tsx). */
export const dataProvider: DataProvider = createAdminDataProvider(api);
