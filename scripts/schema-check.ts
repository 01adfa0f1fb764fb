/**
 * `npm run schema:check`: fails when the public schema ever changed in a breaking way that
 * `docs/schema-changelog.md` does not record. It walks every commit that changed
 * `api-schema.graphql` (each against its parent), then the working tree against HEAD, so a change
 * is caught whichever commit of a landing made it; the composed schema itself is checked to be
 * current by `scripts/compose.ts --check`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaChanges, unrecordedChanges, type SchemaChange } from './schema-governance';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA = 'api-schema.graphql';
const CHANGELOG = 'docs/schema-changelog.md';

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
function schemaAt(rev: string): string | null {
  try {
    return git('show', `${rev}:${SCHEMA}`);
  } catch {
    return null;
  }
}

const changelog = readFileSync(path.join(ROOT, CHANGELOG), 'utf8');
const steps: { label: string; before: string; after: string }[] = [];
let commits: string[] = [];
try {
  commits = git('log', '--format=%H', '--', SCHEMA).split('\n').filter(Boolean);
} catch {
  console.warn('schema:check: no git history here; only the working tree is compared with HEAD');
}
for (const commit of commits) {
  const before = schemaAt(`${commit}^`);
  const after = schemaAt(commit);
  if (before && after) steps.push({ label: commit.slice(0, 10), before, after });
}
const head = schemaAt('HEAD');
const working = readFileSync(path.join(ROOT, SCHEMA), 'utf8');
if (head && head !== working) steps.push({ label: 'working tree', before: head, after: working });

const missing: { label: string; change: SchemaChange }[] = [];
let breakingCount = 0;
for (const step of steps) {
  const { breaking, dangerous } = schemaChanges(step.before, step.after);
  breakingCount += breaking.length;
  for (const change of unrecordedChanges(breaking, changelog)) missing.push({ label: step.label, change });
  if (step.label === 'working tree') for (const d of dangerous) console.warn(`dangerous (not blocking): ${d.description}`);
}

console.log(`schema:check: ${steps.length} schema changes compared, ${breakingCount} breaking, ${missing.length} not recorded in ${CHANGELOG}`);
if (missing.length > 0) {
  for (const { label, change } of missing) console.error(`  ${label}: ${change.type}: ${change.description}`);
  console.error(`Record each line above in ${CHANGELOG} (the description as printed), with what partners must do.`);
  process.exit(1);
}
