/**
 * The security headers every response carries, written out once at boot. They are what
 * `@fastify/helmet` sent with our options (helmet 8's defaults, our CSP, no
 * Cross-Origin-Embedder-Policy), but helmet re-parsed its whole policy on every request: 13% of
 * the busy time of /api/health (issue 18). The values never vary per request (no CSP nonces), so
 * a fixed list is the same answer at the cost of a dozen `setHeader` calls.
 */

/**
 * The two SPAs load only their own hashed bundles; MUI (emotion) injects <style> tags at run
 * time, hence 'unsafe-inline' for styles only. Images may be data: or blob: URLs (avatar previews).
 */
const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Serialized as helmet does: `directive value value` joined by `;`. */
function serializePolicy(policy: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The policy with inline scripts allowed by their hashes: a server-rendered storefront page sets
 * its colour scheme with one before the first paint (storefront-render.ts). Hashes, not
 * 'unsafe-inline': only that exact script runs.
 */
export function contentSecurityPolicy({ scriptHashes }: { scriptHashes: readonly string[] }): string {
  const scriptSources = [...(CONTENT_SECURITY_POLICY['script-src'] ?? []), ...scriptHashes];
  return serializePolicy({ ...CONTENT_SECURITY_POLICY, 'script-src': scriptSources });
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': serializePolicy(CONTENT_SECURITY_POLICY),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // Turns off the legacy XSS auditor, which itself opened holes; the CSP is the protection.
  'x-xss-protection': '0',
});
