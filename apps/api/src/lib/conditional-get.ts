import type { IncomingHttpHeaders } from 'node:http';

// Conditional GETs (RFC 9110, 13.1) for answers whose validators are known before their body is
// made (the sitemaps): a client that holds the current version gets 304 and no body is made.

export interface Validators {
  /** A weak entity tag, W/"...": the same content, whatever compression it travels in. */
  etag: string;
  lastModified: Date | undefined;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the client's copy is current. If-None-Match wins when sent (weak comparison, `*` for
 * any); If-Modified-Since counts only without it, at the one-second precision of HTTP dates.
 */
export function isNotModified(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === '*') return true;
    const current = opaque(validators.etag);
    return noneMatch.split(',').some((tag) => opaque(tag) === current);
  }
  const since = headers['if-modified-since'];
  if (since === undefined || validators.lastModified === undefined) return false;
  const sinceMs = Date.parse(since);
  const modifiedMs = Math.floor(validators.lastModified.getTime() / 1000) * 1000;
  return Number.isFinite(sinceMs) && modifiedMs <= sinceMs;
}
