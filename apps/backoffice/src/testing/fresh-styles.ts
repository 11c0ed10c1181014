import { emotionCacheFor } from '@marketplace/ui';
import { onTestFinished } from 'vitest';

// MUI's styles stay in the page after a test (emotion inserts a <style> per rule and remembers it),
// and in the `shared` project (vite.config.ts) every file of a worker renders into the same jsdom
// page: after two screens' files it held 629 <style> tags, and every getByRole reads all of them
// again for each element it checks (jsdom's getComputedStyle decides what is hidden), so screens
// got slower the later they ran in a worker. Dropping them after each test took the suite from
// 279 to 257 CPU-seconds on a 2-core machine, with the same files in each project.

/**
 * After the current test (and its unmount), takes UiProvider's styles out of the page and lets the
 * next render insert what it uses again: each test renders into a page with no styles left over.
 */
export function dropStylesAfterTest(): void {
  onTestFinished(() => {
    const cache = emotionCacheFor('ltr');
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  });
}
