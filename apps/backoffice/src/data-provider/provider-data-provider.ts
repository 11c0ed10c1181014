import type { DataProvider } from 'react-admin';
import { api } from '../api';
import { createDataProvider, currentProvider } from '.';
import { providerResourceMap } from './provider';

/** The provider dashboard's data provider (app/provider-app.tsx): the provider's own records only. */
export const providerDataProvider: DataProvider = createDataProvider(api, providerResourceMap(api, currentProvider));
