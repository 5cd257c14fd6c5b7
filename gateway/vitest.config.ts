import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'gateway',
    include: ['src/**/__tests__/**/*.test.ts', '../prisma/**/__tests__/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Database tests each get their own database; two workers fit this machine's two cores.
    maxWorkers: 2,
  },
});
