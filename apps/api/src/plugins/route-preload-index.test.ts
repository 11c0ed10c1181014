import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadPreloadingIndexes } from './route-preload-index';

const INDEX = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';

function buildDir(list?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'route-preloads-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (list !== undefined) writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(list));
  return dir;
}

describe('loadPreloadingIndexes', () => {
  it('matches patterns segment by segment and puts the links before </head>', () => {
    const lookup = loadPreloadingIndexes(
      buildDir([{ pattern: '/services/:serviceItemId', files: ['/assets/item-1.js', '/assets/Grid-2.js'] }]),
    );
    const page = lookup('/services/abc');
    expect(page?.html.toString()).toBe(
      '<html><head><title>t</title><link rel="modulepreload" crossorigin href="/assets/item-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Grid-2.js"></head><body><div id="root"></div></body></html>',
    );
    expect(brotliDecompressSync(page!.brotli).equals(page!.html)).toBe(true);
    for (const path of ['/services', '/services/', '/services/a/b', '/xservices/a', '/services/a/']) {
      expect(lookup(path), path).toBeUndefined();
    }
  });

  it('reads a pattern literally: a dot is a dot', () => {
    const lookup = loadPreloadingIndexes(buildDir([{ pattern: '/a.b', files: [] }]));
    expect(lookup('/a.b')).toBeDefined();
    expect(lookup('/aXb')).toBeUndefined();
  });

  it('serves no preloads without the list (an older build)', () => {
    expect(loadPreloadingIndexes(buildDir())('/home')).toBeUndefined();
  });

  it('refuses a list that is not what the build writes, before anything is served', () => {
    for (const list of [{}, [{ pattern: '/home' }], [{ pattern: '/home', files: ['"><script>alert(1)</script>'] }]]) {
      expect(() => loadPreloadingIndexes(buildDir(list)), JSON.stringify(list)).toThrow(/route-preloads\.json/);
    }
  });
});
