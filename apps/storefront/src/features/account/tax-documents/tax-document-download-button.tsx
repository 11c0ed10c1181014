import type { TaxDocumentKind } from '@marketplace/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useT } from '@/lib/text';
import { useDownloadTaxDocument } from './api/download-tax-document';
import { TAX_DOCUMENT_TEXTS } from './tax-document-texts';

export interface TaxDocumentDownloadButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'sx'> {
  readonly documentId: string;
  readonly number: string;
  readonly kind: TaxDocumentKind;
  /**
   * 'pdf': "Download PDF", where the document's kind and number are written beside the button;
   * 'named': the kind and number themselves ("Tax invoice INV-000123"), where nothing else says them.
   */
  readonly wording: 'pdf' | 'named';
}

/**
 * Shown in the number on the button so a narrow row never breaks "INV-000123" after its dash; the
 * accessible name keeps the plain hyphen, as the document and its file name spell it.
 */
const NON_BREAKING_HYPHEN = '\u2011';

/**
 * Saves a tax invoice or credit note as `<Number>.pdf`. The accessible name always names the
 * document ("Download PDF of tax invoice INV-000123"), so a list of these buttons is not a list of
 * identical "Download PDF"s to a screen reader; it holds the visible text, so speech control users
 * can say what they see (WCAG 2.5.3).
 */
export function TaxDocumentDownloadButton({
  documentId,
  number,
  kind,
  wording,
  variant = 'outlined',
  ...rest
}: TaxDocumentDownloadButtonProps) {
  const t = useT();
  const download = useDownloadTaxDocument({ id: documentId, number });
  const texts = TAX_DOCUMENT_TEXTS[kind];
  return (
    <Button
      {...rest}
      variant={variant}
      startIcon={<FileDownloadOutlined />}
      loading={download.isPending}
      loadingPosition="start"
      aria-label={wording === 'pdf' ? t(texts.downloadPdfOf, { number }) : t(texts.download, { number })}
      onClick={() => download.mutate()}
    >
      {wording === 'pdf'
        ? t('account.taxDocuments.downloadPdf')
        : t(texts.named, { number: number.replaceAll('-', NON_BREAKING_HYPHEN) })}
    </Button>
  );
}
