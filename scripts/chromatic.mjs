#!/usr/bin/env node
// Publishes the Storybook to Chromatic for visual review, when the project has a token.
// Without CHROMATIC_PROJECT_TOKEN there is nothing to publish to: say so and succeed, so the
// script can sit in any pipeline.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing published.');
  process.exit(0);
}

// The token is read from the environment by the CLI itself, so it never appears in a process list.
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
