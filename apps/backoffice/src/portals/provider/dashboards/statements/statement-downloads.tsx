import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { downloadBlob } from '@/components/download-file';
import { useLanguage } from '@/i18n/language-provider';
import { useContractText, useT, type MessageId } from '@/i18n/text';

// The month to keep: GET /api/Transaction/provider/{id}/statement/pdf (both languages on each page)
// or /csv, saved as statement-YYYY-MM.pdf or .csv.

export type StatementFileFormat = 'pdf' | 'csv';

const TEXTS: Record<StatementFileFormat, { label: MessageId; busy: MessageId; failed: MessageId }> = {
  pdf: {
    label: 'provider.statements.download.pdf',
    busy: 'provider.statements.download.pdfBusy',
    failed: 'provider.statements.download.pdfFailed',
  },
  csv: {
    label: 'provider.statements.download.csv',
    busy: 'provider.statements.download.csvBusy',
    failed: 'provider.statements.download.csvFailed',
  },
};

export interface StatementDownloadsProps {
  readonly providerId: string;
  /** YYYY-MM. */
  readonly month: string;
  /** "November 2026", for the group's name and the error. */
  readonly monthName: string;
}

export function StatementDownloads({ providerId, month, monthName }: StatementDownloadsProps) {
  const t = useT();
  const contractText = useContractText();
  const notify = useNotify();
  const { locale } = useLanguage();
  // Each file on its own: the CSV may be asked for while the PDF is being prepared.
  const [busy, setBusy] = useState<Record<StatementFileFormat, boolean>>({ pdf: false, csv: false });
  // A second click before the page shows the first one's state asks for nothing more.
  const inFlight = useRef(new Set<StatementFileFormat>());
  const setBusyFor = (format: StatementFileFormat, value: boolean) => {
    if (value) inFlight.current.add(format);
    else inFlight.current.delete(format);
    setBusy((now) => ({ ...now, [format]: value }));
  };

  const download = async (format: StatementFileFormat) => {
    if (inFlight.current.has(format)) return;
    setBusyFor(format, true);
    try {
      // The CSV's headers in the language on screen (the API's messages are asked for in English).
      const file = await api.transactions.statementFile(providerId, month, format, locale);
      downloadBlob(`statement-${month}.${format}`, file);
    } catch (error) {
      const reason = contractText(error instanceof Error ? error.message : String(error));
      notify(t(TEXTS[format].failed, { month: monthName, error: reason }), { type: 'error' });
    } finally {
      setBusyFor(format, false);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={t('provider.statements.download.label', { month: monthName })}
    >
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant={format === 'pdf' ? 'contained' : 'outlined'}
          size="small"
          onClick={() => void download(format)}
          // Not `disabled`: the button keeps the keyboard's focus while its file is prepared.
          aria-disabled={busy[format] || undefined}
          startIcon={
            busy[format] ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />
          }
          // Phones: the two share the row, or each takes a whole one, rather than two unequal widths.
          sx={{ flexGrow: { xs: 1, sm: 0 } }}
        >
          {t(busy[format] ? TEXTS[format].busy : TEXTS[format].label)}
        </Button>
      ))}
    </Stack>
  );
}
