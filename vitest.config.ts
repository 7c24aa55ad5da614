import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['protocol/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./scripts/test-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one worker per core keeps the database-backed files from starving each other.
    maxWorkers: 2,
  },
});
