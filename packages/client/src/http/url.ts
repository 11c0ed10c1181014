// URL building: base address + path + query string, in one place so every call encodes alike.

/** A query value; undefined, null and '' are left out of the URL (no empty filters on the wire). */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** `?a=1&b=x` for the values that are set, or '' when none is. */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Joins the base address and a path with exactly one slash between them; '' keeps it relative. */
export function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${base}${rest}`;
}

/**
 * Tagged template for API paths: every interpolated value is URI-encoded, so an id containing
 * `/` or `?` cannot change which route is called.
 * apiPath`/api/Cart/item/${cartItemId}/quantity`
 */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (path, part, index) => path + part + (index < values.length ? encodeURIComponent(String(values[index])) : ''),
    '',
  );
}
