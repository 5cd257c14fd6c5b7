import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// Our sources and the libraries must share one graphql module, or schema objects from "another
// realm" are refused. graphql 16 has no "exports" map, so Node loads its CommonJS build for every
// library; Vite would pick the ESM build for our sources. Point both at the same file.
const graphqlMain = require.resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: {
    name: 'gateway',
    include: ['src/**/__tests__/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
