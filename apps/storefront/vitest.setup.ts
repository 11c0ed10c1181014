import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages render through lazy MUI trees; on a busy 2-core CI machine a first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

// The app loads its toaster lazily (issue 18). Warming the module here means a toast shown in a
// test's first moments (a redirect that says why) waits a microtask for it, not a module load.
await import('./src/lib/toast-host');

afterEach(() => {
  cleanup();
  // Files that run in Node (the server render: `@vitest-environment node`) have no storage.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
