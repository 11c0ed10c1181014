import {
  FILTER_ALL,
  type BankDetails,
  type CreatePayoutRequest,
  type FilterAll,
  type Payout,
  type PayoutList,
  type PayoutListQuery,
  type ProviderBalance,
  type RejectPayoutRequest,
  type SettlePayoutRequest,
  type UpdateBankDetailsRequest,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Payout: provider balance and payout requests, settled or rejected by an admin; and the
// provider's payout bank details (/api/Provider/{id}/bank-details).

export type PayoutListParams = Omit<PayoutListQuery, 'status'> & {
  readonly status?: PayoutListQuery['status'] | FilterAll;
};

export function createPayoutsApi(http: HttpClient) {
  return {
    balance: (providerId: string) =>
      http.request<ProviderBalance>('GET', apiPath`/api/Payout/provider/${providerId}/balance`),
    create: (body: CreatePayoutRequest) => http.request<Payout>('POST', '/api/Payout', { body }),
    /** Admins: every provider's payouts; an 'all' status filter is left out of the URL. */
    list: ({ status, ...rest }: PayoutListParams = {}) =>
      http.request<PayoutList>('GET', '/api/Payout', {
        query: { ...rest, status: status === FILTER_ALL ? undefined : status },
      }),
    settle: (id: string, body: SettlePayoutRequest = {}) =>
      http.request<Payout>('PATCH', apiPath`/api/Payout/${id}/settle`, { body }),
    reject: (id: string, body: RejectPayoutRequest) =>
      http.request<Payout>('PATCH', apiPath`/api/Payout/${id}/reject`, { body }),
    /** Where the provider's payouts go; null until the provider has given them (the provider or an admin). */
    bankDetails: (providerId: string) =>
      http.request<BankDetails | null>('GET', apiPath`/api/Provider/${providerId}/bank-details`),
    /** The provider themself; the IBAN may be typed with spaces and in lower case. */
    setBankDetails: (providerId: string, body: UpdateBankDetailsRequest) =>
      http.request<BankDetails>('PUT', apiPath`/api/Provider/${providerId}/bank-details`, { body }),
  };
}

export type PayoutsApi = ReturnType<typeof createPayoutsApi>;
