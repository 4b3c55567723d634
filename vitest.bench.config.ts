import { defineConfig } from 'vitest/config';
import base, { BENCH_SMOKE } from './vitest.config.js';

/** `npm run test:bench`: only the benchmark smoke test, with the default run's settings. */
export default defineConfig({ test: { ...base.test, include: [BENCH_SMOKE], exclude: [] } });
