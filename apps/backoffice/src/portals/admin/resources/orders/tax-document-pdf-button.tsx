import type { TaxDocument } from '@marketplace/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { downloadBlob } from '@/components/download-file';
import { useContractText, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';

/**
 * A tax document as the PDF the customer got (GET /api/TaxDocument/{id}/pdf, admins and the
 * customer only), saved as `<number>.pdf`. Its name says which document: a credit note's button
 * sits beside its invoice's.
 */
export function TaxDocumentPdfButton({ document }: { document: TaxDocument }) {
  const t = useT();
  const contractText = useContractText();
  const isolate = useIsolate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const number = isolate.ltr(document.Number);

  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(`${document.Number}.pdf`, await api.taxDocuments.pdf(document.TaxDocumentId));
    } catch (error) {
      const reason = contractText(error instanceof Error ? error.message : String(error));
      notify(t('admin.taxDocuments.downloadFailed', { number, error: reason }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void download()}
      disabled={busy}
      aria-label={t('admin.taxDocuments.downloadNamed', { number })}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
    >
      {t('admin.taxDocuments.download')}
    </Button>
  );
}
