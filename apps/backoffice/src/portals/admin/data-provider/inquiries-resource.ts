import type { Api } from '@marketplace/client';
import { MAX_PAGE_SIZE, type Inquiry, type InquiryStatus } from '@marketplace/contract';
import { HttpError } from 'react-admin';
import { given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';
import type { MessageId } from '@/i18n/text';

// inquiries: GET /api/CustomerInquiry?page&pageSize&status; PATCH .../status; DELETE.

export type InquiryRecord = WithId<Inquiry>;

export function inquiriesResource(api: Api): ResourceHandlers<InquiryRecord> {
  return {
    getList: async (params) => {
      const status = given(params.filter?.Status as InquiryStatus | undefined);
      const { page, perPage } = pageOf(params);
      const list = await api.inquiries.list({ page, pageSize: perPage, ...(status ? { status } : {}) });
      return { data: list.Items.map((i) => withId(i, i.InqId)), total: list.TotalItems };
    },
    // The API has no single-inquiry call: the show page finds it in the newest-first list.
    getOne: async (id) => {
      for (let page = 1; ; page++) {
        const list = await api.inquiries.list({ page, pageSize: MAX_PAGE_SIZE });
        const hit = list.Items.find((i) => i.InqId === id);
        if (hit) return withId(hit, hit.InqId);
        // A message id: react-admin translates it wherever it shows the error.
        if (page >= list.TotalPages) throw new HttpError('admin.inquiries.notFound' satisfies MessageId, 404);
      }
    },
    update: async (id, data) => withId(await api.inquiries.setStatus(id, data.Status as InquiryStatus), id),
    delete: async (id) => {
      await api.inquiries.delete(id);
      return { id };
    },
  };
}
