import type { DataProvider } from 'react-admin';
import { api } from '../api';
import { createDataProvider } from '.';

/** The admin area's data provider (app/admin-app.tsx); not in index.ts, see there. */
export const dataProvider: DataProvider = createDataProvider(api);
