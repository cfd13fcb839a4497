import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through this export condition,
// in tests exactly as at run time (`node --conditions=@circular/source`).
const conditions = ['@circular/source', 'node', 'import', 'module', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@circular/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    unstubEnvs: true,
  },
});
