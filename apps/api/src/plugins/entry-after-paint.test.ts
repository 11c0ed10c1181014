import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { startEntryAfterFirstPaint } from './entry-after-paint';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const inlineScript = (html: string) => /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';

/** Runs the loader against a stand-in document; returns the scripts it appended and a paint trigger. */
function runLoader(script: string, { paintTiming = true } = {}) {
  const appended: { type: string; src: string; crossOrigin: string }[] = [];
  let reportPaint: (name: string) => void = () => undefined;
  class FakePerformanceObserver {
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      reportPaint = (paint) => this.callback({ getEntriesByName: (name) => (name === paint ? [{ name }] : []) });
    }
  }
  runInNewContext(script, {
    document: {
      createElement: () => ({ type: '', src: '', crossOrigin: '' }),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    },
    setTimeout,
    ...(paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {}),
  });
  return { appended, paint: (name: string) => reportPaint(name) };
}

describe('startEntryAfterFirstPaint', () => {
  it('moves the entry script from <head> into an inline script at the end of <body>, allowed by its hash', () => {
    const { template, scriptHashes } = startEntryAfterFirstPaint(TEMPLATE);
    expect(template).not.toContain('<script type="module"');
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    const script = inlineScript(template);
    expect(script).toContain('"/assets/index-abc.js"');
    expect(scriptHashes).toEqual([`'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
  });

  it('starts the entry once, at the first paint with content, and not at a blank first paint', () => {
    vi.useFakeTimers();
    try {
      const { appended, paint } = runLoader(inlineScript(startEntryAfterFirstPaint(TEMPLATE).template));
      paint('first-paint');
      expect(appended).toEqual([]);
      paint('first-contentful-paint');
      expect(appended).toEqual([{ type: 'module', src: '/assets/index-abc.js', crossOrigin: '' }]);
      vi.advanceTimersByTime(5000); // the fallback finds it started
      expect(appended).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the entry after a second in a browser without paint timing', () => {
    vi.useFakeTimers();
    try {
      const { appended } = runLoader(inlineScript(startEntryAfterFirstPaint(TEMPLATE).template), {
        paintTiming: false,
      });
      vi.advanceTimersByTime(999);
      expect(appended).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(appended).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a template without an entry script as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(startEntryAfterFirstPaint(plain)).toEqual({ template: plain, scriptHashes: [] });
  });
});
