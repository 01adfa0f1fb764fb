// What `npm test` (scripts/test.mjs) counts from the runners' JSON reports: the tests that did not
// run, and the closing lines. A test that did not run is not a pass: the closing line counts it as
// failed (CI reads 'N passed, N failed' alone on its line), and the lines above it name each one.
import path from 'node:path';

/** Vitest's skipped and todo tests, by file and name. */
export function vitestNotRun(report, root) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((t) => ['pending', 'todo', 'skipped'].includes(t.status)).map((t) => `${path.relative(root, file.name)} › ${t.fullName}`),
  );
}

/**
 * Playwright's tests that did not run: its JSON stats count them as `skipped`, whether skipped in
 * the code, left out because a project they depend on failed, or cut off by an interrupted run.
 */
export function playwrightNotRun(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.filter((t) => t.status === 'skipped').map((t) => `[${t.projectName}] ${spec.file} › ${spec.title}`)),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  const named = (report.suites ?? []).flatMap(walk);
  const counted = report.stats?.skipped ?? 0;
  // Every counted test is listed by name; any the walk could not name still counts.
  return counted > named.length ? [...named, ...Array.from({ length: counted - named.length }, () => '(a browser test the report does not name)')] : named;
}

/** The end of the output: the tests that did not run (if any), then 'N passed, N failed' with them in the failed count. */
export function closingLines({ passed, failed, didNotRun }) {
  const lines = [''];
  if (didNotRun.length > 0) {
    lines.push('Tests that did not run:', ...didNotRun.slice(0, 50).map((t) => `  - ${t}`));
    if (didNotRun.length > 50) lines.push(`  … and ${didNotRun.length - 50} more`);
    lines.push(`${didNotRun.length} did not run (counted as failed below)`, '');
  }
  lines.push(`${passed} passed, ${failed + didNotRun.length} failed`);
  return lines.join('\n');
}
