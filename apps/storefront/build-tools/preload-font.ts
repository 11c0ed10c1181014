import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the Latin cut of Inter to index.html (issue 18). The
 * font is named only in CSS, so without the hint a phone finds it after the CSS and the first
 * render, and the page's largest text is painted twice. The other cuts (Latin-extended, Greek,
 * Cyrillic, Vietnamese) stay on demand: their unicode-range fetches one only for a page using it.
 */
export function preloadFont(fileNamePattern: RegExp = /inter-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'marketplace:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => fileNamePattern.test(name));
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
