import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The default run (`npm test`). The benchmark smoke test runs the whole bench
 * suite briefly and takes minutes on two cores, so it has a run of its own
 * (`npm run test:bench`, vitest.bench.config.ts), which CI calls after this one.
 */
export const BENCH_SMOKE = 'test/bench-quick.test.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, BENCH_SMOKE],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on two cores is one worker; most files wait on child
    // processes and database servers rather than on the CPU.
    maxWorkers: 2,
    minWorkers: 1,
    globalSetup: ['test/global-setup.ts'],
  },
});
