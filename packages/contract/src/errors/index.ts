export * from './toast-text';
export * from './auth-messages';
export * from './account-messages';
export * from './review-messages';
export * from './provider-messages';
export * from './feature-messages';
export * from './fallbacks';
export * from './error-message';
