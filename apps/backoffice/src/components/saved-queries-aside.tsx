import { Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { SavedQueriesList } from 'react-admin';

/**
 * A list's filter sidebar on wide screens: react-admin's saved queries (the current filters and
 * sort kept under a name, in the store) above any quick filters the list adds. Hidden on phones,
 * where the list's own filters and tabs remain.
 */
export function SavedQueriesAside({ children }: { children?: ReactNode }) {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 2, width: 220, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <SavedQueriesList />
        {children}
      </CardContent>
    </Card>
  );
}
