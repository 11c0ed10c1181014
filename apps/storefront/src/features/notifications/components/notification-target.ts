// Where a notification's Link may take the user. The API stores a path in one of the two apps
// ('/customer-dashboard/order/{id}', '/provider-dashboard/home') or '' for nowhere. Anything else
// is treated with suspicion: a `javascript:` or protocol-relative value never becomes a link.

export type NotificationTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function notificationTarget(link: string, origin: string = window.location.origin): NotificationTarget | null {
  const value = link.trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // An absolute link to this very site (as e-mails carry them) stays inside the app.
  if (url.origin === origin) return { kind: 'internal', to: url.pathname + url.search + url.hash };
  return { kind: 'external', href: url.href };
}
