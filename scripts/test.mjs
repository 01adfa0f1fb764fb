// `npm test`: every test: unit and integration (Vitest, real upstream on PGlite), then the browser
// tests (Playwright in Debian's Chromium against the whole running stack). Prints one closing line
// "N passed, N failed" over both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt } from './ensure.mjs';
import { ROOT } from './stack.mjs';

ensureInstalled();
const out = mkdtempSync(path.join(tmpdir(), 'club-test-'));
const env = { ...process.env, APOLLO_TELEMETRY_DISABLED: 'true' };
const run = (cmd, args, extraEnv = {}) => spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

let passed = 0;
let failed = 0;

const unitJson = path.join(out, 'vitest.json');
const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
if (existsSync(unitJson)) {
  const r = JSON.parse(readFileSync(unitJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (unitStatus !== 0 && !existsSync(unitJson)) failed += 1;

const onlyUnit = process.argv.includes('--unit');
let e2eStatus = 0;
if (!onlyUnit) {
  ensureWebBuilt();
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Browser tests need Debian Chromium at /usr/bin/chromium: apt-get install -y chromium');
    process.exit(1);
  }
  const e2eJson = path.join(out, 'playwright.json');
  e2eStatus = run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  if (existsSync(e2eJson)) {
    const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
  } else if (e2eStatus !== 0) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(unitStatus !== 0 || e2eStatus !== 0 || failed > 0 ? 1 : 0);
