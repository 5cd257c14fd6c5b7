import { defineConfig } from 'vitest/config';

// One run for the whole repo; e2e has its own config (npm run e2e).
export default defineConfig({
  test: {
    projects: ['gateway', 'rest-compat', 'web'],
    // Database tests each get their own database; two workers fit this machine's two cores.
    maxWorkers: 2,
  },
});
