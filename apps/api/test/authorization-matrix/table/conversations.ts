import { multipartBody, pngImage } from '../../../src/modules/media/testing';
import { adminsOnly, everyone, signedIn } from '../identities';
import { get, post, put, type Row } from '../row';
import type { Target } from '../world';

// Conversations about a paid order (issue 37): customer A and provider A write; admins read, and
// write only after joining; the other customer and the other business are told it does not exist.
// Provider B has its own conversation with customer A (its line in A's order), so it reads A's
// name and order there, never A's conversation with provider A.

const people = { customerA: 200, providerA: 200, admins: 200, others: 404 } as const;
// As on the order's history, the businesses handling A's order see A's id (a person's id in a
// conversation tells whose message is whose).
const reveals = {
  providerA: ['customerA.contact', 'customerA.order', 'customerA.id', 'customerA.conversation'],
  providerB: ['customerA.contact', 'customerA.order', 'customerA.id'],
} as const;
const inA = (a: Target, rest = '') => `/api/Conversation/${a.conversationId}${rest}`;
const attachmentOf = (a: Target) => inA(a, `/attachments/${a.attachmentId}`);
const photo = async (a: Target) => {
  const form = await multipartBody({}, { bytes: await pngImage(8, 8), name: 'plan.png', type: 'image/png' });
  return { method: 'POST' as const, url: inA(a, '/attachments'), payload: form.payload, headers: form.headers };
};

export const conversationRows: Row[] = [
  {
    op: 'GET /api/Conversation',
    request: () => get('/api/Conversation?limit=100'),
    answers: signedIn({ others: 200 }),
    reveals,
  },
  {
    op: 'GET /api/Conversation/unread-count',
    request: () => get('/api/Conversation/unread-count'),
    answers: signedIn({ others: 200 }),
  },
  {
    op: 'GET /api/Conversation/order/{orderId}',
    request: (a) => get(`/api/Conversation/order/${a.orderId}`),
    answers: signedIn({ ...people, providerB: 200 }),
    reveals,
  },
  { op: 'GET /api/Conversation/{id}', request: (a) => get(inA(a)), answers: signedIn(people), reveals },
  {
    op: 'GET /api/Conversation/{id}/messages',
    request: (a) => get(inA(a, '/messages')),
    answers: signedIn(people),
    reveals,
  },
  {
    op: 'POST /api/Conversation/{id}/messages',
    request: (a) => post(inA(a, '/messages'), { Text: 'Written by the matrix' }),
    // Admins read; they write only after joining (403 with the reason).
    answers: signedIn({ customerA: 201, providerA: 201, admins: 403, others: 404 }),
    changes: ['customerA', 'providerA'],
    reveals,
  },
  {
    op: 'POST /api/Conversation/{id}/attachments',
    request: (a) => photo(a),
    answers: signedIn({ customerA: 201, providerA: 201, admins: 403, others: 404 }),
    changes: ['customerA', 'providerA'],
    reveals,
  },
  {
    op: 'GET /api/Conversation/{id}/attachments/{attachmentId}',
    request: (a) => get(attachmentOf(a)),
    answers: signedIn(people),
  },
  {
    // The signed link an <img> opens: the one file, for whoever the conversation gave it to.
    op: 'GET /api/Conversation/{id}/attachments/{attachmentId}#signed link',
    request: (a) => get(`${attachmentOf(a)}?token=${a.attachmentToken}`),
    answers: everyone(200),
  },
  {
    op: 'PUT /api/Conversation/{id}/read',
    request: (a) => put(inA(a, '/read'), { MessageId: a.providerMessageId }),
    // An admin who has not joined reads without a mark.
    answers: signedIn(people),
    changes: ['customerA', 'providerA'],
  },
  {
    op: 'POST /api/Conversation/{id}/messages/{messageId}/report',
    request: (a) => post(inA(a, `/messages/${a.customerMessageId}/report`), { Reason: 'Matrix report' }),
    // Customer A cannot report their own message; admins hide instead.
    answers: signedIn({ providerA: 201, customerA: 409, admins: 403, others: 404 }),
    changes: ['providerA'],
    fresh: (fresh) => fresh.conversation(),
    reveals,
  },
  {
    op: 'POST /api/Conversation/{id}/join',
    request: (a) => post(inA(a, '/join')),
    answers: adminsOnly(200),
    changes: ['admins'],
    fresh: (fresh) => fresh.conversation(),
  },
  {
    op: 'POST /api/Conversation/{id}/messages/{messageId}/hide',
    request: (a) => post(inA(a, `/messages/${a.providerMessageId}/hide`), { Reason: 'Matrix hide' }),
    answers: adminsOnly(200),
    changes: ['admins'],
    fresh: (fresh) => fresh.conversation(),
  },
  {
    op: 'POST /api/Conversation/{id}/close',
    request: (a) => post(inA(a, '/close'), { Reason: 'Matrix close' }),
    answers: adminsOnly(200),
    changes: ['admins'],
    fresh: (fresh) => fresh.conversation(),
  },
  {
    op: 'GET /api/Admin/message-reports',
    request: () => get('/api/Admin/message-reports?status=all&pageSize=100'),
    answers: adminsOnly(200),
  },
  {
    op: 'POST /api/Admin/message-reports/{id}/dismiss',
    request: (a) => post(`/api/Admin/message-reports/${a.reportId}/dismiss`),
    answers: adminsOnly(200),
    changes: ['admins'],
    fresh: (fresh) => fresh.conversation(),
  },
];
