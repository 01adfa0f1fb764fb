import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The container tests (`npm run test:deploy`): deploy/Dockerfile built and deploy/compose.yaml run
// on Debian's docker daemon (deploy/containers/). One file at a time: the containers take the machine.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['deploy/containers/**/*.test.ts'], exclude: ['**/node_modules/**'], maxWorkers: 1, testTimeout: 300_000, hookTimeout: 2_400_000 },
});
