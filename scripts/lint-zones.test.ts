import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint zones and the one way to call the upstream hold (eslint.config.js; docs/architecture.md
 * 'Lint zones', 'One way to call the upstream'). Each fixture under scripts/fixtures/lint breaks one
 * rule; it is linted with the repository's config as if it were the product file named here, and the
 * rule's error is expected. The same text as a test file passes: the zones bind product code only.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(ROOT, 'scripts/fixtures/lint');

interface Case {
  fixture: string;
  /** Where the fixture is linted as (it does not exist there). */
  as: string;
  rule: string;
  /** Words of the expected message. */
  message: string;
  /** How many errors the fixture holds. */
  errors?: number;
  /** Whether the same text in a test file next to it passes (false for zones that bind tests too). */
  testsMay?: boolean;
}

const CASES: Case[] = [
  { fixture: 'product-imports-testing.ts', as: 'packages/subgraph-kit/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'Product code never imports a testing module' },
  { fixture: 'product-imports-test-kit.ts', as: 'gateway/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'The gateway test kit is for tests only' },
  { fixture: 'gateway-imports-subgraph.ts', as: 'gateway/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'The gateway imports no other app' },
  { fixture: 'subgraph-imports-subgraph.ts', as: 'subgraphs/fad/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'A subgraph imports no other app, another subgraph included' },
  { fixture: 'subgraph-imports-gateway.ts', as: 'subgraphs/cms/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'A subgraph imports no other app' },
  { fixture: 'upstream-imports-gateway.ts', as: 'upstream/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'The upstream imports only @club/contracts and @club/wire', testsMay: false },
  { fixture: 'web-imports-gateway.ts', as: 'web/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'The web imports no server package', testsMay: false },
  { fixture: 'crm-client-imports-policy.ts', as: 'packages/crm-client/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'The CRM client knows no product rule', testsMay: false },
  { fixture: 'kit-imports-policy.ts', as: 'packages/subgraph-kit/src/lint-fixture.ts', rule: 'import-x/no-restricted-paths', message: 'The service kit knows no product rule', testsMay: false },
  { fixture: 'raw-upstream-call.ts', as: 'subgraphs/cms/src/lint-fixture.ts', rule: 'club/no-raw-upstream-call', message: 'One way to call the upstream', errors: 5 },
];

const eslint = new ESLint({ cwd: ROOT });

async function lintAs(text: string, filePath: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, filePath) });
  return result!.messages;
}

describe('lint zones and the one way to call the upstream', () => {
  for (const c of CASES) {
    it(`${c.fixture}, as ${c.as}: ${c.rule} reports '${c.message}'`, { timeout: 60_000 }, async () => {
      const text = readFileSync(path.join(FIXTURES, c.fixture), 'utf8');
      const messages = await lintAs(text, c.as);
      const errors = messages.filter((m) => m.ruleId === c.rule);
      expect(errors.length, JSON.stringify(messages, null, 1)).toBe(c.errors ?? 1);
      for (const error of errors) expect(error.message).toContain(c.message);
      // Nothing else is wrong with the fixture: it breaks only the rule it is about.
      expect(messages.filter((m) => m.ruleId !== c.rule)).toEqual([]);
      if (c.testsMay !== false) expect(await lintAs(text, c.as.replace(/\.ts$/, '.test.ts'))).toEqual([]);
    });
  }
});
