import { isApiError } from '@marketplace/client';
import { DEFAULT_FALLBACKS } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { downloadBlob } from '@/lib/download-file';
import { useNotify } from '@/lib/notify';
import { useContractText, useT } from '@/lib/text';

/** The document a download is for: its id to ask for, its number to name the file and the toast. */
export interface TaxDocumentRef {
  readonly id: string;
  readonly number: string;
}

/** The file a customer keeps: the document's number, as printed on it ("INV-000123.pdf"). */
export const taxDocumentFileName = (number: string) => `${number}.pdf`;

/**
 * GET /api/TaxDocument/{id}/pdf (issue 36), saved as `<Number>.pdf`. A mutation, not a query: the
 * bytes are handed to the browser once, not kept in the cache. One per button, so each shows its
 * own busy state. A failure says which document in a toast, with the server's reason.
 */
export function useDownloadTaxDocument({ id, number }: TaxDocumentRef) {
  const api = useApi();
  const notify = useNotify();
  const t = useT();
  const ct = useContractText();
  return useMutation({
    mutationFn: async () => downloadBlob(taxDocumentFileName(number), await api.taxDocuments.pdf(id)),
    onError: (error) => {
      // An ended session already took the customer to sign in: nothing to add.
      if (isApiError(error) && error.sessionExpired) return;
      const cause = isApiError(error) && error.message ? error.message : DEFAULT_FALLBACKS.unknown;
      notify(t('account.taxDocuments.downloadFailed', { number, error: ct(cause) }), 'error');
    },
  });
}
