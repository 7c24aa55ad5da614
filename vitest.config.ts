import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'protocol/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/build-plugins/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./scripts/test-setup.ts'],
    // Ceilings, not timing checks (benchmarks measure speed): generous enough that a shared,
    // loaded 2-core machine does not fail a slow but correct start-up or scrypt-heavy test.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: one worker per core keeps the database-backed files from starving each other.
    maxWorkers: 2,
  },
});
