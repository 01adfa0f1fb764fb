import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web's lint zone 'components/ and lib/ import no feature' (eslint.config.js, docs/architecture.md
 * 'Web client'), held to a fixture: the same text, linted with the repository's own config as if it
 * were a file of components/, of lib/ and of app/, is refused in the first two and allowed in the third.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = readFileSync(path.join(import.meta.dirname, 'fixtures/lint-zones/imports-a-feature.tsx'), 'utf8');
const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function zoneMessages(asFile: string): Promise<string[]> {
  const [result] = await eslint.lintText(FIXTURE, { filePath: path.join(ROOT, asFile) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('lint zone: web components/ and lib/ import no feature', () => {
  it('refuses a feature import in components/', async () => {
    expect(await zoneMessages('web/src/components/SharedCard.tsx')).toEqual([expect.stringContaining('components/ and lib/ are shared by every feature and import none')]);
  });

  it('refuses a feature import in lib/', async () => {
    expect(await zoneMessages('web/src/lib/SharedCard.tsx')).toEqual([expect.stringContaining('components/ and lib/ are shared by every feature and import none')]);
  });

  it('allows the same import in app/, which puts the features together', async () => {
    expect(await zoneMessages('web/src/app/SharedCard.tsx')).toEqual([]);
  });
});
