// `npm test`: every test: unit and integration (Vitest, real upstream on PGlite), the fleet tests
// (Vitest, every service as its own process behind HAProxy, on PostgreSQL and Redis servers), the
// container tests (the image built, compose's fleet in containers), then the browser tests
// (Playwright in Debian's Chromium against the whole running stack). Prints one closing line
// "N passed, N failed" over all four. A test that did not run (skipped, or left out
// because something it waited for failed or the run was cut short) counts as failed there, and the
// line above it names them: a run is green only when every test ran and passed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureServicesBuilt, ensureWebBuilt } from './ensure.mjs';
import { closingLines, playwrightNotRun, vitestNotRun } from './test-tally.mjs';
import { ROOT } from './stack.mjs';

ensureInstalled();
const out = mkdtempSync(path.join(tmpdir(), 'club-test-'));
const env = { ...process.env, APOLLO_TELEMETRY_DISABLED: 'true' };
const run = (cmd, args, extraEnv = {}) => spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

let passed = 0;
let failed = 0;
/** The tests that did not run, by name: counted as failed in the closing line. */
const didNotRun = [];
/** Each failed test's file, name and first message, repeated at the very end of the output. */
const failures = [];

/**
 * One Vitest run (`configArgs`: which config), tallied into the closing line from its JSON report;
 * a run that wrote no report at all counts as one failure. Returns its exit status.
 */
function vitestPhase(name, configArgs) {
  const json = path.join(out, `${name}.json`);
  const status = run('npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    failures.push(...failedVitestTests(r));
    didNotRun.push(...vitestNotRun(r, ROOT));
  } else if (status !== 0) failed += 1;
  return status;
}

const onlyUnit = process.argv.includes('--unit');
const unitStatus = vitestPhase('vitest', []);
// The fleet tests: two gateways and two crm instances behind HAProxy, on PostgreSQL and Redis
// servers (fleet/harness.ts). They need Debian's postgresql, redis-server and haproxy (.ci/run installs them).
const fleetStatus = onlyUnit ? 0 : vitestPhase('fleet', ['-c', 'vitest.fleet.config.ts']);
// The container tests: deploy/Dockerfile built and deploy/compose.yaml run on Debian's docker daemon
// (deploy/containers/; .ci/run installs docker.io, debootstrap and Compose v2). They print the deploy figures.
const deployStatus = onlyUnit ? 0 : vitestPhase('deploy', ['-c', 'vitest.deploy.config.ts']);

let e2eStatus = 0;
if (!onlyUnit) {
  // The browser tests' stacks run the compiled services (scripts/stack.mjs) and serve the web build.
  ensureServicesBuilt();
  ensureWebBuilt();
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Browser tests need Debian Chromium at /usr/bin/chromium: apt-get install -y chromium');
    process.exit(1);
  }
  const e2eJson = path.join(out, 'playwright.json');
  e2eStatus = run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  if (existsSync(e2eJson)) {
    const report = JSON.parse(readFileSync(e2eJson, 'utf8'));
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    didNotRun.push(...playwrightNotRun(report));
  } else if (e2eStatus !== 0) failed += 1;
  if (e2eStatus !== 0) printErrorContexts(path.join(ROOT, 'web', 'test-results'));
}

/**
 * What each failed browser test's page showed (Playwright's error-context.md: the page as the
 * accessibility tree saw it at the failure). CI runs on a clone that is gone afterwards, so the
 * failure has to be readable from the log alone.
 */
function printErrorContexts(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry, 'error-context.md');
    if (!existsSync(file)) continue;
    console.log(`\n--- ${entry}/error-context.md ---\n${readFileSync(file, 'utf8').slice(0, 20_000)}`);
  }
}

/**
 * The failed Vitest tests with their first assertion message. Vitest prints them far above the
 * browser tests' thousand lines, and CI keeps only the log's tail, so they are repeated at the end.
 */
function failedVitestTests(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const relative = path.relative(ROOT, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${relative}: ${firstLines(file.message)}`];
    return tests.map((t) => `${relative} › ${t.fullName}: ${firstLines((t.failureMessages ?? [])[0])}`);
  });
}

function firstLines(text = '', lines = 6) {
  return String(text).split('\n').slice(0, lines).join('\n    ');
}

if (failures.length > 0) console.log(`\nFailed unit and fleet tests:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(closingLines({ passed, failed, didNotRun }));
process.exit(unitStatus !== 0 || fleetStatus !== 0 || deployStatus !== 0 || e2eStatus !== 0 || failed > 0 || didNotRun.length > 0 ? 1 : 0);
