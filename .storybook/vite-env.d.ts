/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the story-test projects (packages/ui/vitest.config.ts) to pick a mode. */
  readonly STORYBOOK_TEST_MODE?: string;
}
