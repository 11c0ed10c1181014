import { sessionFor } from '@marketplace/client/testing';
import type { Notification, NotificationList } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBellButton } from '@/features/notifications/components/notification-bell-button';
import notificationsEnglishSource from '@/locales/notifications/en.json?raw';
import { storefrontI18n } from '@/locales/test-i18n';
import { arabicContractText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as NotificationsPage } from './notifications';

/** The notifications catalog as written (ICU text): an import of the JSON itself comes compiled. */
const notificationsEnglish = JSON.parse(notificationsEnglishSource) as Record<string, string>;

const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    NotificationId: `00000000-0000-4000-8000-00000000000${n}`,
    Type: 'order.paid',
    Title: `Notice ${n}`,
    Body: `Body of notice ${n}`,
    TitleAr: '',
    BodyAr: '',
    Link: '',
    Data: {},
    IsRead: false,
    CreatedAt: '2026-11-20T09:30:00.000Z',
    ReadAt: null,
    ...overrides,
  };
}

function page(items: Notification[], extra: Partial<NotificationList> = {}): NotificationList {
  return {
    Items: items,
    Page: 1,
    PageSize: 10,
    TotalItems: items.length,
    TotalPages: 1,
    UnreadCount: items.filter((item) => !item.IsRead).length,
    ...extra,
  };
}

const customer = { session: sessionFor('Customer'), route: '/notifications', path: '/notifications' };

describe('NotificationBellButton', () => {
  it('shows the unread count and opens /notifications', async () => {
    const { user, api } = renderApp(<NotificationBellButton />, {
      ...customer,
      route: '/home',
      path: '/home',
      api: { 'GET /api/Notification/unread-count': { body: { UnreadCount: 3 } } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    await user.click(bell);
    expect(await screen.findByText('Page: /notifications')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Notification/unread-count')).toHaveLength(1);
  });
});

describe('NotificationBellButton and conversations (issue 37)', () => {
  it('counts unread messages with the notifications', async () => {
    renderApp(<NotificationBellButton />, {
      ...customer,
      route: '/home',
      path: '/home',
      api: { 'GET /api/Notification/unread-count': { body: { UnreadCount: 3, UnreadMessages: 2 } } },
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
  });

  it('offers a line to the Messages page on /notifications while messages are unread', async () => {
    const { user } = renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': { body: page([]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 0, UnreadMessages: 2 } },
      },
    });
    expect(await screen.findByText('You have 2 unread messages from businesses.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open Messages' }));
    expect(await screen.findByText('Page: /customer-dashboard/messages')).toBeInTheDocument();
  });

  it('has no such line when no message is unread', async () => {
    renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': { body: page([]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 0, UnreadMessages: 0 } },
      },
    });
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Messages' })).not.toBeInTheDocument();
  });

  it('says it in Arabic', async () => {
    renderApp(<NotificationsPage />, {
      ...customer,
      locale: 'ar',
      api: {
        'GET /api/Notification': { body: page([]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 0, UnreadMessages: 3 } },
      },
    });
    expect(await screen.findByText('لديك 3 رسائل غير مقروءة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فتح الرسائل' })).toHaveAttribute(
      'href',
      '/ar/customer-dashboard/messages',
    );
    expectNoEnglish(document.body, { catalogs: [notificationsEnglish] });
  });
});

describe('/notifications', () => {
  it('lists notifications, marking the unread ones in words', async () => {
    renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': { body: page([notification(1), notification(2, { IsRead: true })]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 1 } },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const unread = await screen.findByRole('heading', { name: 'Unread Notice 1' });
    expect(unread).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notice 2' })).toBeInTheDocument();
    expect(screen.getByText('Body of notice 1')).toBeInTheDocument();
    expect(await screen.findByText('You have 1 unread notification(s).')).toBeInTheDocument();
  });

  it('marks one notification as read', async () => {
    const { user, api } = renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': { body: page([notification(1), notification(2)]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 2 } },
        'PATCH /api/Notification/00000000-0000-4000-8000-000000000001/read': {
          body: notification(1, { IsRead: true, ReadAt: '2026-11-21T10:00:00.000Z' }),
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Notice 1' }));
    expect(await screen.findByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unread Notice 2' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/Notification/00000000-0000-4000-8000-000000000001/read')).toHaveLength(1);
  });

  it('marks all as read', async () => {
    const { user, api } = renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': { body: page([notification(1), notification(2)]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 2 } },
        'PATCH /api/Notification/read-all': { body: { Updated: 2, UnreadCount: 0 } },
      },
    });
    await screen.findByRole('heading', { name: 'Unread Notice 1' });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(api.callsTo('PATCH', '/api/Notification/read-all')).toHaveLength(1);
  });

  it('opens the link a notification carries and marks it read', async () => {
    const { user, api } = renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': {
          body: page([notification(1, { Link: `/customer-dashboard/order/${ORDER_ID}` })]),
        },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 1 } },
        'PATCH /api/Notification/*': { body: notification(1, { IsRead: true }) },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Notice 1' }));
    expect(await screen.findByText(`Page: /customer-dashboard/order/${ORDER_ID}`)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/Notification/00000000-0000-4000-8000-000000000001/read')).toHaveLength(1);
  });

  it('loads more pages', async () => {
    const { user } = renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': (call) =>
          call.query.get('page') === '2'
            ? { body: page([notification(2)], { Page: 2, TotalItems: 2, TotalPages: 2 }) }
            : { body: page([notification(1)], { TotalItems: 2, TotalPages: 2 }) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 2 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Unread Notice 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unread Notice 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': { body: page([]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 0 } },
      },
    });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const { user, api } = renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': { status: 500, body: { Message: 'Something went wrong on our side.' } },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 0 } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading notifications: Something went wrong on our side.');
    api.route('GET /api/Notification', { body: page([notification(1)]) });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Unread Notice 1' })).toBeInTheDocument());
  });
});

describe('/notifications dates', () => {
  it('shows when each notification came, in Bahrain time, as before', async () => {
    renderApp(<NotificationsPage />, {
      ...customer,
      api: {
        'GET /api/Notification': { body: page([notification(1)]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 1 } },
      },
    });
    const time = await screen.findByText('Nov 20, 2026, 12:30 PM');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
  });
});

describe('/notifications in Arabic', () => {
  const arabic = { ...customer, locale: 'ar' as const };
  /** The notifications' own texts come from the server: they are the test's data. */
  const data = (...numbers: number[]) => numbers.flatMap((n) => [`Body of notice ${n}`, `Notice ${n}`]);

  it('lists notifications in Arabic, unread ones marked in words', async () => {
    const view = renderApp(<NotificationsPage />, {
      ...arabic,
      api: {
        'GET /api/Notification': {
          body: page([notification(1), notification(2, { IsRead: true })], { TotalItems: 3, TotalPages: 2 }),
        },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 1 } },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'غير مقروء Notice 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notice 2' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'الإشعارات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحديد كمقروء: Notice 1' })).toHaveTextContent('تحديد كمقروء');
    expect(screen.getByRole('button', { name: 'عرض المزيد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحديد الكل كمقروء' })).toBeEnabled();
    expect(await screen.findByText('لديك إشعار واحد غير مقروء.')).toBeInTheDocument();
    // The server's texts take their own direction; the date is Bahrain's, in Arabic, Latin digits.
    expect(screen.getByText('Body of notice 1')).toHaveAttribute('dir', 'auto');
    const [time] = view.container.querySelectorAll('time');
    expect(time).toHaveTextContent(/^20 نوفمبر 2026/);
    expect(time).toHaveTextContent('12:30');
    expectNoEnglish(view.container, { catalogs: [notificationsEnglish], data: data(1, 2) });
  });

  it('marks all as read, with the toast and the subtitle in Arabic', async () => {
    const { user } = renderApp(<NotificationsPage />, {
      ...arabic,
      api: {
        'GET /api/Notification': { body: page([notification(1), notification(2)]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 2 } },
        'PATCH /api/Notification/read-all': { body: { Updated: 2, UnreadCount: 0 } },
      },
    });
    expect(await screen.findByText('لديك إشعاران غير مقروءين.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'تحديد الكل كمقروء' }));
    expect(await screen.findByText('لقد اطّلعت على جميع إشعاراتك.')).toBeInTheDocument();
    expect(await screen.findByText('تم تحديد جميع الإشعارات كمقروءة')).toBeInTheDocument();
    expect(screen.queryByText('غير مقروء')).not.toBeInTheDocument();
  });

  it('says in Arabic when there is nothing yet', async () => {
    const view = renderApp(<NotificationsPage />, {
      ...arabic,
      api: {
        'GET /api/Notification': { body: page([]) },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 0 } },
      },
    });
    expect(await screen.findByText('لا توجد إشعارات بعد')).toBeInTheDocument();
    expect(screen.getByText('ستظهر هنا آخر المستجدات حول طلباتك ومدفوعاتك والمبالغ المستردة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح الخدمات' })).toHaveAttribute('href', '/ar/services');
    expect(await screen.findByText('لقد اطّلعت على جميع إشعاراتك.')).toBeInTheDocument();
    expectNoEnglish(view.container, { catalogs: [notificationsEnglish] });
  });

  it('shows a failed load in Arabic with Retry', async () => {
    const message = 'Something went wrong on our side.';
    renderApp(<NotificationsPage />, {
      ...arabic,
      api: {
        'GET /api/Notification': { status: 500, body: { Message: message } },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 0 } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`حدث خطأ أثناء تحميل الإشعارات: ${arabicContractText(message)}`);
    expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it.each([
    [3, 'لديك 3 إشعارات غير مقروءة.'],
    [11, 'لديك 11 إشعارًا غير مقروء.'],
    [100, 'لديك 100 إشعار غير مقروء.'],
  ])('counts %i unread notifications in Arabic', (count, subtitle) => {
    expect(storefrontI18n('ar')._('notifications.page.unread', { count })).toBe(subtitle);
  });
});
