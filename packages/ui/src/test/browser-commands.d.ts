// Commands the Vitest config (vitest.config.ts) adds to the browser; typed here for the tests.
declare module 'vitest/browser' {
  interface BrowserCommands {
    setColorScheme: (scheme: 'light' | 'dark') => Promise<void>;
  }
}

export {};
