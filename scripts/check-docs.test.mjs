import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDocs, unlistedInArchitecture } from './check-docs.mjs';

// The docs' link check (scripts/check-docs.mjs, issue 32 point 4) on the real repository, and on a
// small repository of its own with one kind of wrong link per file.
const repoRoot = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'check-docs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function repositoryWith(files) {
  const root = mkdtempSync(join(scratch, 'repo-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return (names) => checkDocs(root, names ?? Object.keys(files).filter((path) => path.endsWith('.md')));
}

describe('the docs link check (pnpm lint)', () => {
  it('passes every tracked Markdown file of the repository', () => {
    expect(checkDocs(repoRoot)).toEqual([]);
  });

  it('passes links to files and folders inside, web links, anchors and absolute site paths', () => {
    const check = repositoryWith({
      'README.md': '[a](docs/testing.md) [b](docs/) [c](https://example.com/x.md) [d](#top) [e](/home)',
      'docs/testing.md': '[back](../README.md#quick-start) [f]( ./decisions/a%20b.md )\n\n[ref]: ../README.md\n',
      'docs/decisions/a b.md': 'text',
    });
    expect(check()).toEqual([]);
  });

  it('fails a link that climbs out of the repository, with its file and line', () => {
    const check = repositoryWith({
      'docs/architecture.md': '# Architecture\n\nThe layout is in [the target](../../shared/ARCHITECTURE.md).\n',
    });
    expect(check()).toEqual([
      {
        file: 'docs/architecture.md',
        line: 3,
        target: '../../shared/ARCHITECTURE.md',
        problem: 'points outside the repository',
      },
    ]);
  });

  it('fails a link or a reference definition to a file that is not there', () => {
    const check = repositoryWith({
      'CONTRIBUTING.md': 'See [testing](docs/testing-old.md).\n\n[ops]: docs/operations.md\n',
    });
    expect(check().map(({ target, problem }) => `${target} ${problem}`)).toEqual([
      'docs/testing-old.md names no file',
      'docs/operations.md names no file',
    ]);
  });
});

describe('the architecture page names every script and test phase (pnpm lint)', () => {
  it('names what is missing, and nothing when all are there', () => {
    const page = '| `start.mjs` | npm start |\n| `e2e` | the journeys |';
    expect(unlistedInArchitecture(page, ['start.mjs', 'free-port.mjs'], ['e2e', 'ui'])).toEqual([
      'the script free-port.mjs',
      'the test phase ui',
    ]);
    expect(unlistedInArchitecture(page, ['start.mjs'], ['e2e'])).toEqual([]);
  });
});
