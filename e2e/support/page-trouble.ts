import { test, type Page } from '@playwright/test';

/**
 * Keeps what went wrong on a page (answers of 400 and up, failed requests, console errors and
 * warnings, uncaught errors), so a step that seemed to do nothing can say what the page saw.
 */
export function watchPageTrouble(page: Page): () => string {
  const seen: string[] = [];
  const at = (url: string) => new URL(url).pathname;
  page.on('response', (response) => {
    if (response.status() >= 400)
      seen.push(`${response.request().method()} ${at(response.url())} -> ${response.status()}`);
  });
  page.on('requestfailed', (request) =>
    seen.push(`${request.method()} ${at(request.url())} failed: ${request.failure()?.errorText ?? 'unknown'}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(`console.${message.type()}: ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return () => (seen.length > 0 ? seen.join('\n') : 'nothing: no failed request, no console error');
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
