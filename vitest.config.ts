import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The default run (`npm test`). The benchmark smoke test runs the whole bench
 * suite briefly and takes minutes on two cores, so it has a run of its own
 * (`npm run test:bench`, vitest.bench.config.ts), which CI calls after this one.
 */
export const BENCH_SMOKE = 'test/bench-quick.test.ts';

/**
 * Files that must start in a process of their own: they check state a
 * process keeps for its life (the copy's second thread, started once).
 */
export const OWN_PROCESS = ['src/db/copy/replace-thread-start.test.ts'];

/** Run before any test file: the build the CLI and server tests run. */
export const GLOBAL_SETUP = ['test/global-setup.ts'];

/** Settings of every run. */
export const SHARED = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Vitest's default on two cores is one worker; most files wait on child
  // processes and database servers rather than on the CPU.
  maxWorkers: 2,
  minWorkers: 1,
} as const;

export default defineConfig({
  test: {
    ...SHARED,
    // A worker's files share its module cache: the data tables and the
    // bundles' modules are loaded once a worker instead of once a file,
    // which was a third of the suite's CPU time. Vitest isolates a
    // project's files when either the root or the project asks for it, so
    // both say false for the shared files; a file that needs a process of
    // its own is in OWN_PROCESS, a project that asks for isolation.
    isolate: false,
    globalSetup: GLOBAL_SETUP,
    projects: [
      {
        test: {
          ...SHARED,
          name: 'shared',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, BENCH_SMOKE, ...OWN_PROCESS],
          isolate: false,
        },
      },
      { test: { ...SHARED, name: 'own-process', include: OWN_PROCESS, isolate: true } },
    ],
  },
});
