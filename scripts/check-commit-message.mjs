#!/usr/bin/env node
// The commit-msg hook (.githooks/commit-msg, installed by `pnpm install`): a subject of at most 72
// characters, then a blank line and the explanation (CONTRIBUTING.md, "Commit messages"). A short
// subject is what `git log --oneline`, GitHub and every review tool show whole.
//
//   node scripts/check-commit-message.mjs <file>   exit 1 with the reason when the message breaks it
import { readFileSync } from 'node:fs';

export const SUBJECT_LIMIT = 72;

/** Why a commit message breaks the rule, or null. Comment lines (git's template) are left out. */
export function commitMessageProblem(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const [subject = '', second] = lines;
  if (subject === '') return 'The commit message is empty.';
  // git writes these subjects itself.
  if (/^(Merge|Revert|fixup!|squash!|amend!) /.test(subject)) return null;
  if (subject.length > SUBJECT_LIMIT)
    return `The subject has ${subject.length} characters; keep it to ${SUBJECT_LIMIT} and explain in the body.`;
  if (second !== undefined && second !== '')
    return 'Leave the second line empty: the subject, a blank line, then the body.';
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = commitMessageProblem(readFileSync(process.argv[2], 'utf8'));
  if (problem) {
    console.error(`${problem}\n(CONTRIBUTING.md, "Commit messages")`);
    process.exit(1);
  }
}
