import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without types
import { closingLines, playwrightNotRun, vitestNotRun } from './test-tally.mjs';
import playwrightConfig from '../web/playwright.config';

/** The closing line as CI reads it: alone on its line, an optional ', N skipped' after it. */
const CI_LINE = /^(\d+) passed, (\d+) failed(?:, \d+ skipped)?$/m;

/** A Playwright JSON report as it came out of a run where one chromium test failed and the card tests, depending on it, did not run. */
const playwrightReport = {
  stats: { expected: 3, skipped: 2, unexpected: 1, flaky: 0 },
  suites: [
    {
      title: 'tracking.spec.ts',
      specs: [
        { file: 'tracking.spec.ts', title: 'login and password recovery pages', tests: [{ projectName: 'chromium', status: 'unexpected' }] },
        { file: 'tracking.spec.ts', title: 'home', tests: [{ projectName: 'chromium', status: 'expected' }] },
      ],
      suites: [],
    },
    {
      title: 'professional-card.spec.ts',
      specs: [],
      suites: [
        {
          title: 'the card',
          specs: [
            { file: 'professional-card.spec.ts', title: 'edits the card', tests: [{ projectName: 'chromium-card', status: 'skipped' }] },
            { file: 'professional-card.spec.ts', title: 'shows it in the directory', tests: [{ projectName: 'chromium-card', status: 'skipped' }] },
          ],
        },
      ],
    },
  ],
};

describe('npm test: tests that did not run count as failed', () => {
  it("names the browser tests a failed dependency left out, and the closing line counts them as failed in CI's format", () => {
    const didNotRun = playwrightNotRun(playwrightReport);
    expect(didNotRun).toEqual(['[chromium-card] professional-card.spec.ts › edits the card', '[chromium-card] professional-card.spec.ts › shows it in the directory']);
    const out = closingLines({ passed: 3, failed: 1, didNotRun });
    const line = CI_LINE.exec(out);
    expect(line?.slice(1, 3)).toEqual(['3', '3']);
    expect(out.trimEnd().endsWith('3 passed, 3 failed')).toBe(true);
    expect(out).toContain('2 did not run (counted as failed below)');
    expect(out).toContain('  - [chromium-card] professional-card.spec.ts › edits the card');
  });

  it('counts skipped tests the report does not name, and Vitest skipped and todo tests', () => {
    expect(playwrightNotRun({ stats: { skipped: 1 }, suites: [] })).toHaveLength(1);
    const vitest = { testResults: [{ name: '/repo/gateway/src/a.test.ts', assertionResults: [{ status: 'passed', fullName: 'a' }, { status: 'pending', fullName: 'b' }, { status: 'todo', fullName: 'c' }] }] };
    expect(vitestNotRun(vitest, '/repo')).toEqual(['gateway/src/a.test.ts › b', 'gateway/src/a.test.ts › c']);
  });

  it('a run where every test ran keeps the plain closing line', () => {
    const out = closingLines({ passed: 10, failed: 0, didNotRun: [] });
    expect(out).toBe('\n10 passed, 0 failed');
    expect(out).not.toContain('did not run');
  });
});

describe('the browser suite: the card journey does not depend on every other journey passing', () => {
  it('runs as the chromium project teardown (after it, whatever its outcome), not as its dependant', () => {
    const projects = playwrightConfig.projects ?? [];
    const chromium = projects.find((p) => p.name === 'chromium');
    const card = projects.find((p) => p.name === 'chromium-card');
    expect(card?.dependencies ?? []).toEqual([]);
    expect(chromium?.teardown).toBe('chromium-card');
    expect(projects.every((p) => !(p.dependencies ?? []).length)).toBe(true);
  });
});
