// @marketplace/ui: the design system of the storefront and the back office. Theme and
// presentational components only: props in, events out (docs/design-system.md).
export * from './theme';
export { loadUiMessages } from './locales/catalogs';
export { useUiText, type UiMessageId } from './lib/ui-text';
export { DEVICE_STORAGE_KEYS } from './lib/device-storage-keys';
export { inPlace, isPlainClick } from './lib/plain-click';
export { useHydrated } from './lib/use-hydrated';
export { useValueFromBeforeHydration } from './lib/use-value-from-before-hydration';
export { visuallyHidden } from './lib/visually-hidden';

// Brand and data display
export * from './components/brand-mark';
export * from './components/money-text';
export * from './components/hue-chip';
export * from './components/status-badge';
export * from './components/star-rating';
export * from './components/verified-business-badge';
export * from './components/stat-card';
export * from './components/service-card';
export * from './components/photo-gallery';

// Cart
export * from './components/quantity-stepper';
export * from './components/cart-line';
export * from './components/cart-summary';

// Forms
export * from './components/phone-field';
export * from './components/password-field';
export * from './components/avatar-picker';
export * from './components/search-field';
export * from './components/filter-select';
export * from './components/text-input';

// Lists and layout
export * from './components/responsive-list';
export * from './components/pagination-bar';
export * from './components/empty-state';
export * from './components/page-header';

// Feedback and app chrome
export * from './components/loading-overlay';
export * from './components/full-screen-spinner';
export * from './components/crash-screen';
export * from './components/confirm-dialog';
export * from './components/cookie-banner';
export * from './components/theme-toggle';
export * from './components/notification-bell';

// Conversations (issue 37)
export * from './components/conversation-thread';
