import { defineConfig } from 'vitest/config';

// One test runner for unit and integration tests of every workspace (browser tests are Playwright).
export default defineConfig({
  resolve: {
    // graphql ships CommonJS (main) and ESM (module) builds. Node, as `npm start` runs the services,
    // loads the CommonJS one for everybody; Vite would resolve our own imports to the ESM one while
    // the Apollo packages require the CommonJS one: two copies whose types do not recognise each other
    // ("Cannot use GraphQLObjectType from another module or realm"). Tests load the one Node loads.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: [
      'packages/**/src/**/*.test.ts',
      'upstream/src/**/*.test.ts',
      'subgraphs/*/src/**/*.test.ts',
      'gateway/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      // The browser tests' own planners (web/e2e/*.test.ts; Playwright runs only *.spec.ts).
      'web/e2e/**/*.test.ts',
      'scripts/**/*.test.ts',
      'examples/*/src/**/*.test.ts',
      'deploy/**/*.test.ts',
    ],
    // The container tests have their own run (vitest.deploy.config.ts, `npm run test:deploy`).
    exclude: ['**/node_modules/**', 'deploy/containers/**'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Integration tests start real servers on random ports; two cores: keep parallelism modest.
    maxWorkers: 2,
    // Production defaults apply under test too; what the tests need otherwise they say here: quiet logs, and
    // the subgraphs a test starts in its own process keep no answer between requests (tests change the
    // upstream, or inject its faults, between calls and must see it; a test of what is kept turns it on).
    env: {
      APOLLO_TELEMETRY_DISABLED: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SHARED_READS_TTL_MS: '0',
      FAD_MEMBER_ENROLMENTS_TTL_MS: '0',
    },
    setupFiles: ['web/src/lib/testing-library-setup.ts'],
  },
});
