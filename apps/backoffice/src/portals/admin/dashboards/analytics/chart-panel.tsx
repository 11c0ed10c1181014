import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { visuallyHidden } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { downloadCsv, toCsv } from '@/components/csv';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useT } from '@/i18n/text';

type Cell = string | number;

export interface ChartPanelProps {
  readonly title: string;
  readonly subheader?: ReactNode;
  /** The series as a table: exported as CSV and read by screen readers instead of the drawing. */
  readonly columns: readonly string[];
  /** The rows as read on screen (month names and states in the language). */
  readonly rows: readonly (readonly Cell[])[] | undefined;
  /** The rows as exported, when they differ from what is read: machine-readable (ISO months, raw states). */
  readonly csvRows?: readonly (readonly Cell[])[];
  readonly fileName: string;
  /** Controls beside the export button (a year picker). */
  readonly controls?: ReactNode;
  readonly children: ReactNode;
}

/** A card around one chart: title, its controls, CSV export, and the same figures as a table. */
export function ChartPanel({
  title,
  subheader,
  columns,
  rows,
  csvRows,
  fileName,
  controls,
  children,
}: ChartPanelProps) {
  const t = useT();
  return (
    <Card sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <>
            {controls}
            <Button
              size="small"
              startIcon={<FileDownloadOutlined />}
              disabled={!rows}
              onClick={() => rows && downloadCsv(fileName, toCsv(columns, csvRows ?? rows))}
            >
              {t('admin.analytics.panel.csv')}
            </Button>
          </>
        }
        // On phones the controls go under the title instead of squeezing it.
        sx={{
          flexWrap: 'wrap',
          rowGap: 1,
          '& .MuiCardHeader-content': { minWidth: 200 },
          '& .MuiCardHeader-action': { alignSelf: 'center', margin: 0, paddingTop: 1 },
        }}
      />
      <CardContent>
        {rows ? (
          <>
            {/* The drawing stays in the accessibility tree (its bars can take focus, which aria-hidden
                must not hide); the table below says the same in words. */}
            <div>{children}</div>
            {/* A table ignores a 1 px width, so the wrapper is what hides it. */}
            <div style={visuallyHidden}>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={index}>
                      {row.map((cell, cellIndex) => (
                        <td key={cellIndex} dir="auto">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <LoadingSkeleton label={t('admin.analytics.panel.loading', { title })} height={280} />
        )}
      </CardContent>
    </Card>
  );
}
