// The cookie banner and its settings panel (dialog, switches) in a chunk of their own: it shows
// 2 s after load at the earliest (spec 4), so the first paint need not wait for it.
export { CookieBanner } from '@marketplace/ui';
