import { createHash } from 'node:crypto';

// A server-rendered page is readable before any JavaScript runs. Its entry script (the storefront's
// React, MUI and router, ~140 KB gzip) is therefore started after the page's first paint, by a
// small inline script at the end of <body>, instead of from <head>: the page's stylesheet, font and
// first photos get a phone's bandwidth first, and the paint does not wait behind the script's
// evaluation. Lighthouse mobile on /home: first contentful paint 1.9 -> 0.9 s (issue 18,
// docs/decisions/performance-web.md).

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

/**
 * In a browser without paint timing, or a background tab (which paints nothing), the entry starts
 * after this wait.
 */
const LATEST_START_MS = 1000;

export interface DeferredEntryTemplate {
  /** index.html with the entry's <script src> moved from <head> into the inline script that starts it. */
  readonly template: string;
  /** The CSP source that allows the inline script, or none when the template had no entry script. */
  readonly scriptHashes: readonly string[];
}

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function startEntryAfterFirstPaint(template: string): DeferredEntryTemplate {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) return { template, scriptHashes: [] };
  // At the end of <body> it runs once the page's markup is parsed, and starts the entry when the
  // browser reports the first paint with content (a first frame can be blank: text waits for its
  // font for a moment). The src is JSON-quoted: a file name from the build, never a visitor's text.
  const loader =
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};` +
    `document.head.appendChild(s)}` +
    `try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()})` +
    `.observe({type:'paint',buffered:true})}catch(e){}` +
    `setTimeout(start,${LATEST_START_MS})})()`;
  return {
    template: template.replace(entry[0], '').replace('</body>', () => `<script>${loader}</script></body>`),
    scriptHashes: [sha256Source(loader)],
  };
}
