import type { CreateInquiryRequest } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

// POST /api/CustomerInquiry (spec 7.7): public, so visitors can write too; a signed-in sender's
// inquiry is linked to the account by the server. The API limits it to 5 per address in 15 minutes
// (each one mails a receipt), so a 429 is a normal answer the form has to show.

export function useCreateInquiry() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: CreateInquiryRequest) => api.inquiries.create(body),
  });
}
