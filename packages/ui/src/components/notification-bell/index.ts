export { NotificationBell, type NotificationBellProps } from './notification-bell';
