import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';

/**
 * Phones (360 px): the list's records as outlined cards instead of a table's columns. Nothing while
 * the page loads (the list shows its own progress), the `empty` text when there is no record, and
 * each card inside its record's context (so react-admin fields and buttons work in it). `T` is the
 * list's record type (`<ListCards<PayoutRecord>>`).
 */
export function ListCards<T extends RaRecord = RaRecord>({
  empty,
  children,
}: {
  empty: string;
  children: (record: T) => ReactNode;
}) {
  const { data, isPending } = useListContext<T>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{empty}</Typography>;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card variant="outlined">{children(record)}</Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
