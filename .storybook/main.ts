import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/**
 * Storybook for designers: every widget and site state, in en and zh, with no server (the stories
 * talk to the fake api-client in stories/fixtures). Works offline: no telemetry, no update checks.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // There is no root vite.config.ts (the site and widget each have their own), so the React
  // plugin (fast refresh, the same JSX transform as the site) is added here.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react()] }),
};

export default config;
