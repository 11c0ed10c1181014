export { NotificationBell, notificationBellLabel, type NotificationBellProps } from './notification-bell';
