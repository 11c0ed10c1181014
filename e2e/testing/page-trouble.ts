import { test, type Page } from '@playwright/test';

/**
 * Keeps what the page did and what went wrong on it (every API call and its answer, files answered
 * 400 and up, failed requests, console errors and warnings, uncaught errors, navigations), each
 * with the milliseconds since watching began, so a step that seemed to do nothing can say what
 * the page saw.
 */
export function watchPageTrouble(page: Page): () => string {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`+${Date.now() - started} ms ${line}`);
  const at = (url: string) => new URL(url).pathname;
  const isApi = (url: string) => /^\/api(\/|$)/i.test(at(url));
  page.on('request', (request) => {
    if (isApi(request.url())) note(`${request.method()} ${at(request.url())} sent`);
  });
  page.on('response', (response) => {
    if (isApi(response.url()) || response.status() >= 400)
      note(`${response.request().method()} ${at(response.url())} -> ${response.status()}`);
  });
  page.on('requestfailed', (request) =>
    note(`${request.method()} ${at(request.url())} failed: ${request.failure()?.errorText ?? 'unknown'}`),
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${at(frame.url())}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  return () => (lines.length > 0 ? lines.join('\n') : 'nothing: no API call, no failed request, no console error');
}

/** Runs a step; when it fails, attaches what the page saw (watchPageTrouble) to the report first. */
export async function explainingFailure(trouble: () => string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    await test.info().attach('what the page saw', { body: trouble(), contentType: 'text/plain' });
    throw error;
  }
}
