import { isApiError } from '@marketplace/client';
import { DEFAULT_FALLBACKS, type Order, type TaxDocument } from '@marketplace/contract';
import { formatDate, RichText, useLocale } from '@marketplace/i18n';
import { MoneyText } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { ErrorState, LoadingState } from '@/components/query-states';
import { useContractText, useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { TaxDocumentDownloadButton } from '../tax-documents/tax-document-download-button';
import { TAX_DOCUMENT_TEXTS } from '../tax-documents/tax-document-texts';
import { useOrderTaxDocuments } from './api/get-order-tax-documents';

/**
 * One document: its kind and number (a credit note's invoice beside them), the day it was issued
 * and its total, and the button that saves its PDF.
 */
function TaxDocumentRow({ document }: { document: TaxDocument }) {
  const t = useT();
  const locale = useLocale();
  // A credit note's reason in Arabic where the API words it so; otherwise as written, in English.
  const reason = (locale === 'ar' && document.ReasonAr) || document.Reason;
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ paddingBlock: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {t(TAX_DOCUMENT_TEXTS[document.Kind].kind)}{' '}
          {/* A document number reads left to right inside an Arabic line too. */}
          <bdi dir="ltr">{document.Number}</bdi>
        </Typography>
        {document.Kind === 'credit-note' && document.OriginalNumber && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('account.taxDocuments.forInvoice', { invoice: document.OriginalNumber })}
          </Typography>
        )}
        {reason && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('account.taxDocuments.reason', { reason })}
          </Typography>
        )}
        {/* "March 5, 2026" / "5 مارس 2026", in Bahrain's time zone, as the order's own date. */}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('account.taxDocuments.issuedOn', { date: formatDate(document.IssuedAt, locale, 'long') })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <RichText<MessageId>
            id="account.taxDocuments.total"
            components={{ amount: <MoneyText amount={document.Total} decimals={3} sx={{ fontWeight: 700 }} /> }}
          />
        </Typography>
      </Box>
      <TaxDocumentDownloadButton
        documentId={document.TaxDocumentId}
        number={document.Number}
        kind={document.Kind}
        wording="pdf"
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
      />
    </Stack>
  );
}

function TaxDocumentList({ orderId }: { orderId: string }) {
  const t = useT();
  const ct = useContractText();
  const query = useOrderTaxDocuments(orderId);
  if (query.isPending) return <LoadingState label={t('account.taxDocuments.loading')} sx={{ paddingBlock: 2 }} />;
  if (query.isError) {
    const cause = isApiError(query.error) && query.error.message ? query.error.message : DEFAULT_FALLBACKS.unknown;
    return (
      <ErrorState
        message={t('account.taxDocuments.loadFailed', { error: ct(cause) })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Paid, and still nothing: the payment was confirmed a moment ago (the invoice comes with the
  // next refresh), or the order was paid before the marketplace issued invoices. Said, so the
  // customer does not look for a button that is not there.
  if (query.data.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('account.taxDocuments.none')}</Typography>;
  return (
    <Stack component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {query.data.map((document, index) => (
        <Fragment key={document.TaxDocumentId}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <TaxDocumentRow document={document} />
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * "Tax documents" (issue 36; our wording): the order's tax invoice and its credit notes, each to
 * save as a PDF. An unpaid order shows no section at all and asks for nothing: it has no invoice
 * yet, the summary already says "Unpaid", and an empty "Tax documents" heading would read as if
 * something were missing. The section appears once the payment is confirmed (the order's
 * notification refreshes the order, and with it this list).
 */
export function TaxDocumentsSection({ order }: { order: Order }) {
  const t = useT();
  if (!order.IsPaymentSuccess) return null;
  return (
    <Card component="section" aria-labelledby="order-tax-documents-title">
      <CardContent>
        <Typography id="order-tax-documents-title" variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
          {t('account.taxDocuments.title')}
        </Typography>
        <TaxDocumentList orderId={order.OrderId} />
      </CardContent>
    </Card>
  );
}
