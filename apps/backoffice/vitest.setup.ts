import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { leaveStyleRulesOut } from '@marketplace/ui/testing/style-rules';
import { afterEach, vi } from 'vitest';

// react-admin renders through lazy MUI trees; on a busy 2-core CI machine a first render can take
// seconds (5 s was once not enough for a list's first render while the API suites ran beside it).
configure({ asyncUtilTimeout: 10_000 });

// react-admin scrolls to the top on every navigation; jsdom has no layout and does not implement it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Rules no test can see in jsdom, and which made every role query slow (see its comment).
leaveStyleRulesOut();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
