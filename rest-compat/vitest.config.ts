import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'rest-compat', include: ['src/**/__tests__/**/*.test.ts'], environment: 'node' },
});
