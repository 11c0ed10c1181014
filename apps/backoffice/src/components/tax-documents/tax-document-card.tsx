import type { TaxDocument } from '@marketplace/contract';
import { MoneyText } from '@marketplace/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { useContractText, useFormat, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { TaxDocumentLines } from './tax-document-lines';

export interface TaxDocumentCardProps {
  readonly document: TaxDocument;
  /** What a portal offers beside the document's heading (the admin's PDF download); nothing by default. */
  readonly action?: ReactNode;
}

/** One tax invoice or credit note of an order: its kind and number, when it was issued, its totals and lines. */
export function TaxDocumentCard({ document, action }: TaxDocumentCardProps) {
  const t = useT();
  const format = useFormat();
  const isolate = useIsolate();
  // A credit note's reason: in Arabic where the API has it (the refunds' own wordings), else the
  // English, which may be a text of the contract or one a person wrote.
  const contractText = useContractText();
  const { locale } = useLanguage();
  const reason =
    locale === 'ar' && document.ReasonAr ? document.ReasonAr : document.Reason && contractText(document.Reason);
  const number = isolate.ltr(document.Number);
  const heading =
    document.Kind === 'credit-note'
      ? t('shell.taxDocuments.creditNote', { number })
      : t('shell.taxDocuments.invoice', { number });
  const totals: [string, number][] = [
    [t('shell.taxDocuments.taxable'), document.Taxable],
    [t('shell.taxDocuments.vat'), document.Vat],
    [t('shell.taxDocuments.total'), document.Total],
  ];
  return (
    <Stack component="article" aria-label={heading} spacing={1} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="subtitle1" component="h3">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('shell.taxDocuments.issued', { date: format.dateTime(document.IssuedAt) })}
          </Typography>
        </div>
        {action}
      </Stack>
      {document.Kind === 'credit-note' && (
        <Typography variant="body2">
          {document.OriginalNumber
            ? t('shell.taxDocuments.original', { number: isolate.ltr(document.OriginalNumber) })
            : null}
          {document.OriginalNumber && reason ? ' · ' : null}
          {reason ? t('shell.taxDocuments.reason', { reason: isolate.auto(reason) }) : null}
        </Typography>
      )}
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {totals.map(([label, amount]) => (
          <Stack key={label} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              <MoneyText amount={amount} />
            </Typography>
          </Stack>
        ))}
      </Stack>
      <TaxDocumentLines document={document} />
    </Stack>
  );
}
