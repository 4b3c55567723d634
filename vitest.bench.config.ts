import { defineConfig } from 'vitest/config';
import { BENCH_SMOKE, SHARED } from './vitest.config.js';

/** `npm run test:bench`: only the benchmark smoke test, with the default run's settings. */
export default defineConfig({
  test: { ...SHARED, globalSetup: ['test/global-setup.ts'], include: [BENCH_SMOKE] },
});
