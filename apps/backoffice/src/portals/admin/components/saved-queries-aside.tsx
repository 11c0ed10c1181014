import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { SavedQueriesList } from 'react-admin';

/**
 * A list's filter sidebar on very wide screens (from `xl`, as the other lists; below it the table
 * needs the room): react-admin's saved queries (the current filters and sort kept under a name, in
 * the store) above any quick filters the list adds. Narrower screens keep the list's own filters
 * and tabs.
 */
export function SavedQueriesAside({ children }: { children?: ReactNode }) {
  return (
    <Card
      sx={{
        order: -1,
        marginInlineEnd: 2,
        mt: 2,
        width: 200,
        flexShrink: 0,
        alignSelf: 'flex-start',
        display: { xs: 'none', xl: 'block' },
      }}
    >
      <CardContent>
        <SavedQueriesList />
        {children}
      </CardContent>
    </Card>
  );
}
