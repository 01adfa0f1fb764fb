/**
 * `npm run schema:check`: fails when the public schema ever changed in a breaking way that
 * `docs/schema-changelog.md` does not record. It walks every commit that changed
 * `api-schema.graphql` (each against its parent), then the working tree against HEAD, so a change
 * is caught whichever commit of a landing made it; the composed schema itself is checked to be
 * current by `scripts/compose.ts --check`.
 *
 * Conditional on usage (gateway/src/field-usage/breaking-usage.ts): a breaking change of a coordinate
 * a partner used in the last SCHEMA_CHECK_USAGE_DAYS days (30) fails, naming the partners, even when
 * recorded; one nobody used passes with a note. The usage is the gateway's database when reachable
 * (GATEWAY_DATABASE_URL, else the embedded one under GATEWAY_DATA_DIR when no gateway holds it), else
 * the persisted documents; the output says which.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeBreakingChanges, judgedByUsage, type JudgedChange } from '../gateway/src/field-usage/breaking-usage';
import { usageSource } from '../gateway/src/field-usage/usage-source';
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
const steps: { label: string; before: string; after: string; at: number }[] = [];
let commits: string[] = [];
try {
  commits = git('log', '--format=%H %ct', '--', SCHEMA).split('\n').filter(Boolean);
} catch {
  console.warn('schema:check: no git history here; only the working tree is compared with HEAD');
}
for (const line of commits) {
  const [commit = '', seconds = '0'] = line.split(' ');
  const before = schemaAt(`${commit}^`);
  const after = schemaAt(commit);
  if (before && after) steps.push({ label: commit.slice(0, 10), before, after, at: Number(seconds) * 1000 });
}
const head = schemaAt('HEAD');
const working = readFileSync(path.join(ROOT, SCHEMA), 'utf8');
if (head && head !== working) steps.push({ label: 'working tree', before: head, after: working, at: Date.now() });

const days = Number(process.env.SCHEMA_CHECK_USAGE_DAYS ?? 30);
const usage = await usageSource({ root: ROOT, databaseUrl: process.env.GATEWAY_DATABASE_URL, dataDir: path.resolve(ROOT, process.env.GATEWAY_DATA_DIR ?? '.data/gateway'), days });
console.log(`schema:check: usage from ${usage.description}`);

if (usage.kind === 'documents') console.log('schema:check: offline, the documents judge the working tree only; committed changes keep the changelog rule');

const missing: { label: string; change: SchemaChange }[] = [];
const used: { label: string; judged: JudgedChange }[] = [];
let breakingCount = 0;
for (const step of steps) {
  const { breaking, dangerous } = schemaChanges(step.before, step.after);
  breakingCount += breaking.length;
  for (const change of unrecordedChanges(breaking, changelog)) missing.push({ label: step.label, change });
  if (breaking.length > 0 && judgedByUsage(usage.kind, step.label === 'working tree', step.at, days)) {
    const { blocked, passed } = judgeBreakingChanges(breaking, usage.usesFor(step.before), usage.kind === 'database' ? `in the last ${days} days` : 'in the persisted documents');
    for (const judged of blocked) used.push({ label: step.label, judged });
    if (step.label === 'working tree') for (const p of passed) console.log(`  note: ${p.change.description} (${p.note})`);
  }
  if (step.label === 'working tree') for (const d of dangerous) console.warn(`dangerous (not blocking): ${d.description}`);
}

console.log(`schema:check: ${steps.length} schema changes compared, ${breakingCount} breaking, ${missing.length} not recorded in ${CHANGELOG}, ${used.length} used by partners`);
if (used.length > 0) {
  for (const { label, judged } of used) console.error(`  ${label}: ${judged.change.description} is ${judged.note}`);
  console.error('A breaking change partners still use fails even when recorded: keep the old coordinate (deprecate it) until they move off it.');
}
if (missing.length > 0) {
  for (const { label, change } of missing) console.error(`  ${label}: ${change.type}: ${change.description}`);
  console.error(`Record each line above in ${CHANGELOG} (the description as printed), with what partners must do.`);
}
if (missing.length > 0 || used.length > 0) process.exit(1);
