import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Same plugins/resolution as the app; jsdom for component tests.
export default mergeConfig(
  viteConfig,
  defineConfig({
    // The calendar library is built on Svelte: tests run in jsdom, so take Svelte's browser build.
    resolve: { conditions: ['browser'] },
    test: {
      server: { deps: { inline: [/@event-calendar/, /svelte/, /esm-env/] } },
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // Component tests render whole pages in jsdom: give them room when the machine is busy.
      testTimeout: 20_000,
    },
  }),
);
