// The notifications module's public file: what app.ts and other modules may use of it (issue 19).
export { inquiryAnsweredEvent, reviewReceivedEvent } from './catalog-notices';
export { type NotificationEvent, raiseNotifications } from './notification-events';
export { notificationsModule } from './notifications.module';
export { inquiryNewNotice, notifyStaff, providerPendingNotice, signalStaffInbox, staffUserIds } from './staff-notices';
export { signalUsers } from './notification-signal';
export type { ExtraStreamEvent, StreamExtension } from './stream-extensions';
