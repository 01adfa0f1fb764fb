import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The fleet tests (`npm run test:fleet`): real PostgreSQL, Redis and HAProxy servers and every
// service as its own process (fleet/harness.ts). One file at a time: the fleet takes the machine.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['fleet/**/*.test.ts'], maxWorkers: 1, testTimeout: 120_000, hookTimeout: 300_000 },
});
