#!/usr/bin/env node
// The project's Markdown stands on its own: every relative link in a tracked .md file names a file
// or folder inside this repository that exists (a link that climbs out of the repository, or to a
// file since moved, fails); and the architecture page names every script and every test phase.
// Run by `pnpm lint`; tested in scripts/check-docs.test.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// [text](target) and [text]: target; the target up to a space, a closing bracket or a #fragment.
const LINK = /\]\(\s*<?([^)\s>#]+)[^)]*\)|^\s*\[[^\]]+\]:\s*<?([^\s>#]+)/gm;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Markdown files git tracks under `root` (node_modules and build output are never tracked). */
function markdownFiles(root) {
  return execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

/**
 * The broken relative links in the repository at `root`.
 * @returns {{ file: string, line: number, target: string, problem: string }[]}
 */
export function checkDocs(root, files = markdownFiles(root)) {
  const problems = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(LINK)) {
      const target = match[1] ?? match[2];
      if (!target || EXTERNAL.test(target) || target.startsWith('/')) continue;
      const line = text.slice(0, match.index).split('\n').length;
      const path = resolve(root, dirname(file), decodeURIComponent(target));
      const inside = relative(root, path);
      if (inside === '..' || inside.startsWith(`..${sep}`)) {
        problems.push({ file, line, target, problem: 'points outside the repository' });
      } else if (!existsSync(path)) {
        problems.push({ file, line, target, problem: 'names no file' });
      }
    }
  }
  return problems;
}

/**
 * What docs/architecture.md leaves out: a script of scripts/ (tests and type declarations aside) or
 * a phase of `pnpm verify` it does not name in backquotes.
 * @returns {string[]}
 */
export function unlistedInArchitecture(architecture, scripts, phases) {
  const named = (name) => architecture.includes(`\`${name}\``);
  return [
    ...scripts.filter((file) => !named(file)).map((file) => `the script ${file}`),
    ...phases.filter((phase) => !named(phase)).map((phase) => `the test phase ${phase}`),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, '..');
  const problems = checkDocs(root);
  for (const { file, line, target, problem } of problems) console.error(`${file}:${line}: ${target} ${problem}`);
  const scripts = execFileSync('git', ['ls-files', '--', 'scripts/*.mjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .map((path) => path.replace(/^scripts\//, ''))
    .filter((file) => file && !file.endsWith('.test.mjs'));
  const { PHASES } = await import('./verify-phases.mjs');
  const unlisted = unlistedInArchitecture(
    readFileSync(join(root, 'docs/architecture.md'), 'utf8'),
    scripts,
    PHASES.map((phase) => phase.name),
  );
  for (const what of unlisted) console.error(`docs/architecture.md does not name ${what}.`);
  if (unlisted.length > 0) process.exit(1);
  if (problems.length > 0) {
    console.error(`\n${problems.length} link(s) in the docs to mend: the docs must stand on their own.`);
    process.exit(1);
  }
  console.log('docs: every relative link names a file in the repository');
}
