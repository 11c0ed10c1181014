import type { TaxDocument } from '@marketplace/contract';
import { EmptyState } from '@marketplace/ui';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '@/api';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { OrderSection } from '@/components/order-sections';
import { useContractText, useT } from '@/i18n/text';
import { TaxDocumentCard } from './tax-document-card';

// An order's tax invoice and credit notes (issue 36), GET /api/Order/{id}/tax-documents through
// the typed client (the data provider has no method for what is not a record): on the admin's
// order page whole, on the provider's with the lines of its own items only (the API filters them).

export interface TaxDocumentsSectionProps {
  readonly orderId: string;
  /** Said above the documents (the provider's: these are the lines of its own items). */
  readonly note?: string;
  /** What the portal offers for each document (the admin's PDF download). */
  readonly actionOf?: (document: TaxDocument) => ReactNode;
}

export function TaxDocumentsSection({ orderId, note, actionOf }: TaxDocumentsSectionProps) {
  const t = useT();
  const contractText = useContractText();
  const documents = useQuery({
    // The order pages' actions (a cancellation, an item refunded) end in react-admin's refresh, which
    // reads every query again: a new credit note shows without a key of its own.
    queryKey: ['tax-documents', orderId],
    queryFn: () => api.taxDocuments.ofOrder(orderId),
  });
  return (
    <OrderSection title={t('shell.taxDocuments.title')}>
      {documents.isPending ? (
        <LoadingSkeleton label={t('shell.taxDocuments.loading')} height={120} />
      ) : documents.error ? (
        <Alert severity="error">
          {t('shell.taxDocuments.failed', { error: contractText(documents.error.message) })}
        </Alert>
      ) : documents.data.length === 0 ? (
        <EmptyState
          title={t('shell.taxDocuments.empty')}
          description={t('shell.taxDocuments.emptyHelp')}
          icon={<ReceiptLongOutlined />}
          titleComponent="h3"
          sx={{ paddingBlock: 3 }}
        />
      ) : (
        <Stack spacing={2}>
          {note ? <Alert severity="info">{note}</Alert> : null}
          <Stack spacing={2} divider={<Divider flexItem />}>
            {documents.data.map((document) => (
              <TaxDocumentCard key={document.TaxDocumentId} document={document} action={actionOf?.(document)} />
            ))}
          </Stack>
        </Stack>
      )}
    </OrderSection>
  );
}
