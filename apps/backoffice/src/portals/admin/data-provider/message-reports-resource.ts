import type { Api } from '@marketplace/client';
import type { MessageReport, MessageReportListQuery } from '@marketplace/contract';
import { given, pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// message-reports (issue 37): GET /api/Admin/message-reports?page&pageSize&status; update with
// Action 'hide' (Reason) is POST /api/Conversation/{id}/messages/{messageId}/hide, with Action
// 'dismiss' POST /api/Admin/message-reports/{id}/dismiss.

export type MessageReportRecord = WithId<MessageReport>;

export function messageReportsResource(api: Api): ResourceHandlers<MessageReportRecord> {
  return {
    getList: async (params) => {
      const status = given(params.filter?.Status as MessageReportListQuery['status']);
      const { page, perPage } = pageOf(params);
      // The API's default is the open ones; 'all' is asked for by name.
      const list = await api.conversations.reports({ page, pageSize: perPage, status: status ?? 'all' });
      return { data: list.Items.map((report) => withId(report, report.ReportId)), total: list.TotalItems };
    },
    update: async (id, data, previous) => {
      const report = previous as MessageReportRecord;
      if (data.Action === 'hide') {
        await api.conversations.hide(report.ConversationId, report.MessageId, String(data.Reason ?? ''));
        return { ...report, Status: 'hidden', MessageIsHidden: true, MessageText: '' };
      }
      await api.conversations.dismissReport(id);
      return { ...report, Status: 'dismissed' };
    },
  };
}
