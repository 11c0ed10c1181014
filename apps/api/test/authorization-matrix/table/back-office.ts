import { and, count, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../../src/db/schema/index';
import { adminsOnly, everyone, signedIn } from '../identities';
import { get, patch, post, put, type Answer, type Row } from '../row';
import type { Caller, World } from '../world';

// The caller's own notifications, the admins' dashboards and audit log, and what the API serves
// to everyone: its health, its documentation and uploaded pictures.

/** The unread count in an answer must be the caller's own, not A's (the routes take no user id). */
async function ownUnreadCount(answer: Answer, me: Caller, world: World) {
  const [row] = await world.app.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt)));
  const { UnreadCount } = JSON.parse(answer.body) as { UnreadCount: number };
  return UnreadCount === row!.unread ? undefined : `UnreadCount ${UnreadCount} is not the caller's ${row!.unread}`;
}

export const backOfficeRows: Row[] = [
  // Notifications: every route works on the caller's own; another user's notification is 404.
  {
    op: 'GET /api/Notification',
    request: () => get('/api/Notification?pageSize=100'),
    answers: signedIn({ others: 200 }),
  },
  {
    op: 'GET /api/Notification/unread-count',
    request: () => get('/api/Notification/unread-count'),
    answers: signedIn({ others: 200 }),
    check: ownUnreadCount,
  },
  {
    op: 'PATCH /api/Notification/read-all',
    request: () => patch('/api/Notification/read-all'),
    answers: signedIn({ others: 200 }),
    changes: ['customerA', 'providerA'],
  },
  {
    op: 'PATCH /api/Notification/{id}/read',
    request: (a) => patch(`/api/Notification/${a.notificationId}/read`),
    answers: signedIn({ customerA: 200, others: 404 }),
    changes: ['customerA'],
    fresh: (fresh) => fresh.notification(),
  },
  {
    op: 'POST /api/Notification/stream-ticket',
    request: () => post('/api/Notification/stream-ticket'),
    answers: signedIn({ others: 200 }),
  },
  {
    op: 'GET /api/Notification/stream',
    request: () => get('/api/Notification/stream'),
    answers: signedIn({ others: 200 }),
    stream: true,
    check: ownUnreadCount,
  },
  {
    // A ticket (from stream-ticket, 60 s) stands in for the header EventSource cannot send. The
    // removed accounts' tickets are signed now, as if fetched just before the account was removed.
    op: 'GET /api/Notification/stream#with a ticket',
    request: async (_a, me, world) => {
      const ticket =
        me.identity === 'visitor' ? 'not-a-ticket' : (await world.app.notifications.tickets.issue(me.id)).ticket;
      return get(`/api/Notification/stream?ticket=${ticket}`);
    },
    answers: signedIn({ others: 200 }),
    stream: true,
    check: ownUnreadCount,
  },

  // The admin area.
  { op: 'GET /api/Admin/dashboard/stats', request: () => get('/api/Admin/dashboard/stats'), answers: adminsOnly() },
  { op: 'GET /api/Admin/inbox', request: () => get('/api/Admin/inbox'), answers: adminsOnly() },
  { op: 'GET /api/Admin/most-sold-items', request: () => get('/api/Admin/most-sold-items'), answers: adminsOnly() },
  { op: 'GET /api/Admin/top-providers', request: () => get('/api/Admin/top-providers'), answers: adminsOnly() },
  {
    op: 'GET /api/Admin/revenue/{year}',
    request: () => get(`/api/Admin/revenue/${new Date().getFullYear()}`),
    answers: adminsOnly(),
  },
  { op: 'GET /api/Admin/audit-log', request: () => get('/api/Admin/audit-log?pageSize=100'), answers: adminsOnly() },
  // The marketplace's own details as the seller of its tax documents (issue 36): admins only.
  { op: 'GET /api/Admin/seller-details', request: () => get('/api/Admin/seller-details'), answers: adminsOnly() },
  {
    op: 'GET /api/Admin/vat-report',
    request: () => get('/api/Admin/vat-report?year=2026&month=11'),
    answers: adminsOnly(),
  },
  {
    op: 'PUT /api/Admin/seller-details',
    request: () =>
      put('/api/Admin/seller-details', {
        LegalName: 'Services Marketplace Bahrain W.L.L.',
        LegalNameAr: 'سوق الخدمات البحرين ذ.م.م.',
        Address: 'Manama',
        AddressAr: 'المنامة',
        VatNumber: '220012345600003',
        CrNumber: '123456-1',
      }),
    answers: adminsOnly(),
    changes: ['admins'],
  },

  // Public by design, and none of it may carry A's private data.
  { op: 'GET /api/health', request: () => get('/api/health'), answers: everyone(200) },
  { op: 'GET /api/health/ready', request: () => get('/api/health/ready'), answers: everyone(200) },
  { op: 'GET /api/health/live', request: () => get('/api/health/live'), answers: everyone(200) },
  { op: 'GET /api/openapi.json', request: () => get('/api/openapi.json'), answers: everyone(200) },
  { op: 'GET /api/docs', request: () => get('/api/docs'), answers: everyone(200) },
  { op: 'GET /api/docs/json', request: () => get('/api/docs/json'), answers: everyone(200) },
  { op: 'GET /api/docs/yaml', request: () => get('/api/docs/yaml'), answers: everyone(200) },
  // Swagger UI sends its own page's address back to /api/docs.
  { op: 'GET /api/docs/static/index.html', request: () => get('/api/docs/static/index.html'), answers: everyone(302) },
  {
    op: 'GET /api/docs/static/swagger-initializer.js',
    request: () => get('/api/docs/static/swagger-initializer.js'),
    answers: everyone(200),
  },
  { op: 'GET /api/docs/static/*', request: () => get('/api/docs/static/swagger-ui.css'), answers: everyone(200) },
  // Uploaded pictures are files at unguessable names, served to whoever holds the URL (an <img>
  // sends no token); A's avatar is the example. Listing photos must be public, and one rule for all
  // files keeps them cacheable by URL.
  { op: 'GET /media/*', request: (a) => get(`/media/${a.avatarKey}`), answers: everyone(200) },
  { op: 'GET /media/{variant}/{key}', request: (a) => get(`/media/w320/${a.avatarKey}`), answers: everyone(200) },
  // For crawlers (issue 35): the same for everyone, a token is not even read. The listings page
  // names public listings only: A's hidden listing there would be reported as A's private data.
  { op: 'GET /robots.txt', request: () => get('/robots.txt'), answers: everyone(200) },
  // Prometheus's, for the bearer of METRICS_TOKEN only: no account's token opens it.
  { op: 'GET /metrics', request: () => get('/metrics'), answers: everyone(401) },
  { op: 'GET /sitemap.xml', request: () => get('/sitemap.xml'), answers: everyone(200) },
  { op: 'GET /sitemaps/{name}', request: () => get('/sitemaps/pages.xml'), answers: everyone(200) },
  {
    op: 'GET /sitemaps/{name}#a listings page',
    request: () => get('/sitemaps/listings-1.xml'),
    answers: everyone(200),
  },
];
