import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium (/usr/bin/chromium; `.ci/run` installs it) against the whole
// stack, which the global setup starts on ports 4500+ with a fresh database.
const port = 4000 + Number(process.env.E2E_PORT_OFFSET ?? 500);

export default defineConfig({
  testDir: './e2e',
  // Browser tests only: web/e2e/*.test.ts are the planners' unit tests, which vitest runs.
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // No retries: some journeys change the database (consent), so a retry would not start from the seed.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    // The professional card journey edits premium@demo.club's card and reads the shared directory: it
    // runs once every other journey is done, so no other worker's pages touch the same member meanwhile.
    // It is the chromium project's teardown, not its dependant: a teardown runs after the project
    // whatever its outcome (a dependant would be skipped by one failure anywhere), and running the card
    // file alone runs only the card file.
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /professional-card\.spec\.ts$/, teardown: 'chromium-card' },
    { name: 'chromium-card', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /professional-card\.spec\.ts$/ },
  ],
});
