import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';
import { diffRows } from './snapshot-diff';

const cell = { fontFamily: 'monospace', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/**
 * An entry's Before and After, key by key: changed keys first, marked in words and colour
 * (old value struck through, new one bold), unchanged ones after them in muted text.
 */
export function AuditDiff() {
  const record = useRecordContext<AuditEntryRecord>();
  if (!record) return null;
  const { Before: before, After: after } = record;
  const rows = diffRows(before, after);
  const summary = !before ? 'Created' : !after ? 'Removed' : `${rows.filter((row) => row.changed).length} changed`;
  if (!rows.length) return <Typography variant="body2">No before or after recorded.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      <Table size="small" aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell component="th">Field</TableCell>
            <TableCell component="th">Before</TableCell>
            <TableCell component="th">After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.key}
              data-changed={row.changed}
              sx={row.changed ? { bgcolor: 'action.selected' } : { '& td': { color: 'text.secondary' } }}
            >
              <TableCell sx={cell}>
                {row.key}
                {row.changed ? (
                  <Typography component="span" variant="caption" sx={{ ml: 1, fontWeight: 700 }}>
                    changed
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ ...cell, textDecoration: row.changed && row.before ? 'line-through' : undefined }}>
                {row.before || '—'}
              </TableCell>
              <TableCell sx={{ ...cell, fontWeight: row.changed ? 700 : undefined }}>{row.after || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
