import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { compiledCatalogs } from '../packages/i18n/build/compiled-catalogs.mjs';

// Stories live beside their components in packages/ui (docs/architecture.md); this folder holds only
// Storybook's own configuration.
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The message catalogs arrive compiled, as in the apps.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [compiledCatalogs()] }),
};

export default config;
