import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useT } from '@/i18n/text';
import type { AuditEntryRecord } from '@/portals/admin/data-provider/audit-log-resource';
import { fieldLabel } from './audit-texts';
import { diffRows } from './snapshot-diff';

const cell = { overflowWrap: 'anywhere', verticalAlign: 'top', textAlign: 'start' } as const;
/** Recorded values and keys: as the API wrote them, in a typewriter face. */
const recorded = { ...cell, fontFamily: 'monospace' } as const;

/**
 * An entry's Before and After, key by key: changed keys first, marked in words and colour
 * (old value struck through, new one bold), unchanged ones after them in muted text. The table
 * follows the page's direction (Field, Before, After from the right in Arabic); each key and
 * value keeps its own.
 */
export function AuditDiff() {
  const record = useRecordContext<AuditEntryRecord>();
  const t = useT();
  if (!record) return null;
  const { Before: before, After: after } = record;
  const rows = diffRows(before, after);
  const summary = !before
    ? t('admin.audit.diff.created')
    : !after
      ? t('admin.audit.diff.removed')
      : t('admin.audit.diff.changedCount', { count: rows.filter((row) => row.changed).length });
  if (!rows.length) return <Typography variant="body2">{t('admin.audit.diff.none')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      <Table size="small" aria-label={t('admin.audit.diff.table')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" sx={cell}>
              {t('admin.audit.diff.field')}
            </TableCell>
            <TableCell component="th" sx={cell}>
              {t('admin.audit.diff.before')}
            </TableCell>
            <TableCell component="th" sx={cell}>
              {t('admin.audit.diff.after')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const label = fieldLabel(row.key, t);
            return (
              <TableRow
                key={row.key}
                data-changed={row.changed}
                sx={row.changed ? { bgcolor: 'action.selected' } : { '& td': { color: 'text.secondary' } }}
              >
                <TableCell sx={label === row.key ? recorded : cell}>
                  {label === row.key ? <span dir="auto">{label}</span> : label}
                  {row.changed ? (
                    <Typography component="span" variant="caption" sx={{ marginInlineStart: 1, fontWeight: 700 }}>
                      {t('admin.audit.diff.changed')}
                    </Typography>
                  ) : null}
                  {label === row.key ? null : (
                    // Our name for the field, and the key the API recorded under it.
                    <Typography
                      component="span"
                      variant="caption"
                      sx={{ display: 'block', fontFamily: 'monospace', color: 'text.secondary' }}
                    >
                      <span dir="ltr">{row.key}</span>
                    </Typography>
                  )}
                </TableCell>
                {/* A value in its own direction, aligned with its column. */}
                <TableCell sx={{ ...recorded, textDecoration: row.changed && row.before ? 'line-through' : undefined }}>
                  <span dir="auto">{row.before || '—'}</span>
                </TableCell>
                <TableCell sx={{ ...recorded, fontWeight: row.changed ? 700 : undefined }}>
                  <span dir="auto">{row.after || '—'}</span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
