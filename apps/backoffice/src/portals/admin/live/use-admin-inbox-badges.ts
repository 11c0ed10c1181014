import type { NotificationStreamHandlers } from '@marketplace/client';
import { ADMIN_INBOX_NOTIFICATION_TYPES, type AdminInbox } from '@marketplace/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/api';
import { combineHandlers, conversationStreamHandlers } from '@/components/conversations/conversation-live';
import { CONVERSATIONS_RESOURCE, useUnreadMessagesBadge } from '@/components/conversations/use-unread-messages';
import type { MessageId } from '@/i18n/text';
import type { MenuBadge, MenuBadges } from '@/shell/layout/menu-badges';
import { useLiveStream } from '@/shell/live/use-live-stream';

export const ADMIN_INBOX_KEY = ['admin-inbox'] as const;

/** The key of the inbox page's own badge (everything waiting) in MenuBadges. */
export const INBOX_BADGE = 'inbox';

/** The reported messages' screen (issue 37), a <Resource> of the admin app. */
export const MESSAGE_REPORTS_RESOURCE = 'message-reports';

/** The businesses whose documents wait for a review (issue 38), a <Resource> of the admin app. */
export const VERIFICATION_REVIEWS_RESOURCE = 'verification-reviews';

/** Which menu entry each inbox count belongs to, and how a screen reader says it. */
const BADGES: Record<keyof AdminInbox, { resource: string; label: MessageId }> = {
  PendingProviders: { resource: 'providers', label: 'shell.badge.waitingForApproval' },
  PendingPayouts: { resource: 'payouts', label: 'shell.badge.toSettle' },
  NewInquiries: { resource: 'inquiries', label: 'shell.badge.new' },
  ReportedMessages: { resource: MESSAGE_REPORTS_RESOURCE, label: 'shell.badge.toReview' },
  VerificationReviews: { resource: VERIFICATION_REVIEWS_RESOURCE, label: 'shell.badge.toReview' },
};
const INBOX_TYPES = new Set<string>(Object.values(ADMIN_INBOX_NOTIFICATION_TYPES));

/** Reads the counts again, and the list of the resource named (a new record shows in it). */
function refreshInbox(queryClient: QueryClient, resource?: string) {
  void queryClient.invalidateQueries({ queryKey: ADMIN_INBOX_KEY });
  if (resource) void queryClient.invalidateQueries({ queryKey: [resource] });
}

function inboxStreamHandlers(queryClient: QueryClient): NotificationStreamHandlers {
  // The conversations an admin joined tell them of new messages, as they tell their people.
  return combineHandlers(inboxCountHandlers(queryClient), conversationStreamHandlers(queryClient));
}

function inboxCountHandlers(queryClient: QueryClient): NotificationStreamHandlers {
  const refresh = (resource?: string) => refreshInbox(queryClient, resource);
  return {
    onOpen: (reconnected) => reconnected && refresh(),
    // Sent to every admin when another one decides a provider or payout or handles an inquiry.
    onUnreadCount: () => refresh(),
    onNotification: (notification) => {
      if (!notification || !INBOX_TYPES.has(notification.Type)) return;
      const key = (Object.keys(ADMIN_INBOX_NOTIFICATION_TYPES) as (keyof AdminInbox)[]).find(
        (count) => ADMIN_INBOX_NOTIFICATION_TYPES[count] === notification.Type,
      );
      refresh(key ? BADGES[key].resource : undefined);
    },
  };
}

/**
 * The "needs action" counts beside Providers, Payouts, Inquiries, Reported messages and Verification
 * reviews, and their sum beside the inbox page (plus the unread messages of the conversations this
 * admin joined beside Messages), kept live: read from GET /api/Admin/inbox, read again when the
 * notification stream reports a new pending provider, payout request, inquiry, reported message or
 * business sending its documents for review (the list behind it refreshes too), when another admin
 * handles one (the stream's unread-count event), after a reconnect, and after any change this admin makes.
 */
export function useAdminInboxBadges(): MenuBadges {
  const { data } = useQuery({ queryKey: ADMIN_INBOX_KEY, queryFn: () => api.admin.inbox() });
  const unread = useUnreadMessagesBadge();
  useLiveStream(inboxStreamHandlers, refreshInbox);

  return useMemo(() => {
    const badges: Record<string, MenuBadge> = {};
    if (unread) badges[CONVERSATIONS_RESOURCE] = unread;
    if (!data) return badges;
    for (const key of Object.keys(BADGES) as (keyof AdminInbox)[]) {
      const count = data[key];
      if (count > 0) badges[BADGES[key].resource] = { count, label: BADGES[key].label };
    }
    // A count an older API leaves out adds nothing (rather than making the sum NaN).
    const waiting = (Object.keys(BADGES) as (keyof AdminInbox)[]).reduce(
      (sum, key) => sum + (Number(data[key]) || 0),
      0,
    );
    if (waiting > 0) badges[INBOX_BADGE] = { count: waiting, label: 'shell.badge.waiting' };
    return badges;
  }, [data, unread]);
}
