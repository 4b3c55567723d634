import { defineConfig } from 'vitest/config';
import { BENCH_SMOKE, GLOBAL_SETUP, SHARED } from './vitest.config.js';

/** `npm run test:bench`: only the benchmark smoke test, with the default run's settings. */
export default defineConfig({
  test: { ...SHARED, globalSetup: GLOBAL_SETUP, include: [BENCH_SMOKE] },
});
