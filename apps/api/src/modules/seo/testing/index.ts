// A strict reader of the small XML the sitemaps write, for tests: the workspace has no XML parser
// the API may import, and what the sitemaps need checked is narrow. It accepts an XML declaration,
// elements with double-quoted attributes, self-closing elements and text with the five named
// entities or numeric ones; it throws on anything else (a comment, CDATA, a bare `&` or `<`, a
// misnested or unclosed element, a second root), which the sitemaps never write.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const TOKEN = new RegExp(
  `(<\\?xml(?:\\s+${NAME}\\s*=\\s*"[^"<&]*")*\\s*\\?>)|<\\/(${NAME})\\s*>|<(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(\\/?)>|([^<]+)`,
  'y',
);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*"([^"<]*)"`, 'g');
const BAD_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, where: number): string {
  if (BAD_AMPERSAND.test(text)) throw new Error(`unescaped & near offset ${where}`);
  if (text.includes(']]>')) throw new Error(`]]> in text near offset ${where}`);
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, entity: string) =>
    entity.startsWith('#x') || entity.startsWith('#X')
      ? String.fromCodePoint(parseInt(entity.slice(2), 16))
      : entity.startsWith('#')
        ? String.fromCodePoint(Number(entity.slice(1)))
        : NAMED[entity]!,
  );
}

/** The document's root element; throws with the offset of the first thing that is not well-formed. */
export function parseXml(source: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`not well-formed at offset ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
    const [, declaration, closing, opening, attributeText, selfClosing, text] = match;
    const parent = stack.at(-1);
    if (declaration !== undefined) {
      if (at !== 0) throw new Error('the XML declaration must come first');
    } else if (closing !== undefined) {
      if (parent?.name !== closing) throw new Error(`</${closing}> closes <${parent?.name ?? 'nothing'}> at ${at}`);
      stack.pop();
    } else if (opening !== undefined) {
      if (!parent && root) throw new Error(`a second root <${opening}> at ${at}`);
      const attributes: Record<string, string> = {};
      for (const [, name, value] of (attributeText ?? '').matchAll(ATTRIBUTE)) {
        if (name! in attributes) throw new Error(`attribute ${name} twice at ${at}`);
        attributes[name!] = decode(value!, at);
      }
      const element: XmlElement = { name: opening, attributes, children: [], text: '' };
      if (parent) parent.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    } else if (text !== undefined) {
      if (parent) parent.text += decode(text, at);
      else if (text.trim() !== '') throw new Error(`text outside the root at ${at}`);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** The element's children of one name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The text of the element's first child of that name (its <loc>, its <lastmod>). */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text;

export interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  /** hreflang -> href of its xhtml:link alternates. */
  alternates: Record<string, string>;
}

/** The <url> entries of a <urlset>, after checking its namespaces. */
export function sitemapUrls(xml: string): SitemapUrl[] {
  const urlset = parseXml(xml);
  if (urlset.name !== 'urlset') throw new Error(`root is <${urlset.name}>, not <urlset>`);
  if (urlset.attributes['xmlns'] !== 'http://www.sitemaps.org/schemas/sitemap/0.9')
    throw new Error('sitemap namespace');
  if (urlset.attributes['xmlns:xhtml'] !== 'http://www.w3.org/1999/xhtml') throw new Error('xhtml namespace');
  return childrenNamed(urlset, 'url').map((url) => ({
    loc: childText(url, 'loc')!,
    lastmod: childText(url, 'lastmod'),
    alternates: Object.fromEntries(
      childrenNamed(url, 'xhtml:link').map((link) => [link.attributes['hreflang']!, link.attributes['href']!]),
    ),
  }));
}

/** The <sitemap> entries of a <sitemapindex>. */
export function indexEntries(xml: string): { loc: string; lastmod: string | undefined }[] {
  const index = parseXml(xml);
  if (index.name !== 'sitemapindex') throw new Error(`root is <${index.name}>, not <sitemapindex>`);
  if (index.attributes['xmlns'] !== 'http://www.sitemaps.org/schemas/sitemap/0.9') throw new Error('sitemap namespace');
  return childrenNamed(index, 'sitemap').map((entry) => ({
    loc: childText(entry, 'loc')!,
    lastmod: childText(entry, 'lastmod'),
  }));
}

/** A W3C datetime as the sitemaps write it: UTC to the second. */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
