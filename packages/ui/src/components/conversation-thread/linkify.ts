// Splits a message's plain text into text and web addresses (issue 37). Only http(s) addresses
// become links: anything else (javascript:, data:, mailto:, bare domains) stays text, so a message
// can never carry a script or a disguised target. The text itself is never parsed as markup.

export type TextPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly text: string };

/** An http(s) address up to the next space or character that cannot be part of one in prose. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/**
 * Punctuation that ends a sentence rather than an address ("see https://x.bh/a." or "(https://x.bh)"):
 * taken off the end, a closing bracket only when the address does not open one itself.
 */
function trimTrailing(candidate: string): string {
  let end = candidate.length;
  for (;;) {
    const last = candidate[end - 1];
    if (last === undefined) break;
    if ('.,;:!?\'"'.includes(last)) end -= 1;
    else if (last === ')' && !candidate.slice(0, end).includes('(')) end -= 1;
    else if (last === ']' && !candidate.slice(0, end).includes('[')) end -= 1;
    else break;
  }
  return candidate.slice(0, end);
}

/** A web address the browser would open as such, or null (a malformed one stays text). */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The text as parts, in order; joined, their `text` is the input exactly. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimTrailing(match[0]);
    const href = safeHref(address);
    if (!href || address.length < 'http://x'.length) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'link', href, text: address });
    from = match.index + address.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
