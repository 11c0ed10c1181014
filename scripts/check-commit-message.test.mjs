import { describe, expect, it } from 'vitest';
import { commitMessageProblem } from './check-commit-message.mjs';

describe('the commit message check (the commit-msg hook)', () => {
  it('takes a short subject alone or with a body after a blank line', () => {
    expect(commitMessageProblem('Cart: keep the panel closed on Back\n')).toBeNull();
    expect(commitMessageProblem('Cart: keep the panel closed\n\nWhy it reopened, and the test.\n')).toBeNull();
    expect(commitMessageProblem(`${'x'.repeat(72)}\n`)).toBeNull();
  });

  it('refuses a subject over 72 characters, naming its length', () => {
    expect(commitMessageProblem(`${'x'.repeat(73)}\n\nbody`)).toMatch(/73 characters; keep it to 72/);
  });

  it('refuses a body that starts on the second line', () => {
    expect(commitMessageProblem('Subject\nBody right under it\n')).toMatch(/second line empty/);
  });

  it("ignores git's comment lines and leading blank lines, and refuses an empty message", () => {
    expect(commitMessageProblem('\n\nSubject\n\nBody\n# Please enter the commit message\n')).toBeNull();
    expect(commitMessageProblem('# only comments\n')).toMatch(/empty/);
  });

  it('leaves the subjects git writes itself', () => {
    expect(commitMessageProblem(`Merge branch '${'x'.repeat(80)}'\n`)).toBeNull();
    expect(commitMessageProblem(`fixup! ${'x'.repeat(80)}\n`)).toBeNull();
  });
});
