import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_OPS_KEY } from '../../../gateway/test-kit';

// The example as a partner gets it: the README's commands copy the folder out of the repository
// (no node_modules, no tests), install its own dependencies there and start it against the portal.
// Inside the workspace every import resolves from the repository's node_modules whatever the
// example's package.json says, and its tsconfig could extend a file above it: only a copy with
// nothing of the repository around it shows what the folder itself is missing.

const EXAMPLE_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROOT = path.resolve(EXAMPLE_DIR, '../..');
/** The heading of the README section whose code block the test runs, line by line. */
const COPY_OUT_HEADING = '## Run it outside the repository';
/** The README's placeholders: the folder it copies to and the key it shows. */
const README_DESTINATION = '~/partner-urql';
const README_KEY = 'ck_…';
/** npm install with a warm cache takes seconds; a cold or unreachable registry must not hang the run. */
const INSTALL_TIMEOUT_MS = 300_000;
const TYPECHECK_TIMEOUT_MS = 180_000;
const START_TIMEOUT_MS = 120_000;

/** The three lines of the README's copy-out block: copy, install, start. */
function readmeCommands(): string[] {
  const readme = readFileSync(path.join(EXAMPLE_DIR, 'README.md'), 'utf8');
  const section = readme.split(COPY_OUT_HEADING)[1];
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  return (block ?? '').split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
}

/**
 * The environment of a partner's shell: none of the variables `npm test` sets for its scripts (npm's
 * own, which would point npm at the repository as its prefix) and no node_modules/.bin of the
 * repository on PATH (a copy without tsx or tsc would otherwise borrow the repository's).
 */
function partnerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) && !/^npm_config_(registry|cache)$/i.test(name)) continue;
    if (name === 'INIT_CWD') continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir !== '' && !dir.includes('node_modules') && !path.resolve(dir).startsWith(ROOT))
    .join(path.delimiter);
  return { ...env, ...extra };
}

interface ShellResult {
  code: number | null;
  output: string;
  timedOut: boolean;
}

/** One shell line, without blocking the event loop (the stack it talks to runs in this process); killed with its children past the timeout. */
function shell(command: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<ShellResult> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd, env, detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

const tail = (text: string) => text.trim().split('\n').slice(-25).join('\n');

let stack: Awaited<ReturnType<typeof startTestStack>>;
let workDir: string;
let destination: string;
let commands: string[];

beforeAll(async () => {
  commands = readmeCommands();
  expect(commands, `the README's "${COPY_OUT_HEADING}" block: copy, install, start`).toHaveLength(3);
  workDir = mkdtempSync(path.join(tmpdir(), 'partner-urql-'));
  // Under the repository, Node would still find the repository's node_modules from the copy.
  if (!path.relative(ROOT, workDir).startsWith('..')) throw new Error(`The temporary directory ${workDir} is inside the repository: set TMPDIR elsewhere.`);
  destination = path.join(workDir, 'partner-urql');
  const [copy, install] = commands.map((line) => line.replaceAll(README_DESTINATION, destination));
  const starting = startTestStack();
  const copied = await shell(copy!, ROOT, partnerEnv({}), 60_000);
  expect(copied.code, `copy: ${copy}\n${tail(copied.output)}`).toBe(0);
  // The README's plain `npm install`, with --prefer-offline --no-audit --no-fund as npm_config_* variables.
  const installed = await shell(install!, ROOT, partnerEnv({ npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' }), INSTALL_TIMEOUT_MS);
  if (installed.timedOut || installed.code !== 0) {
    await starting.then((s) => s.close()).catch(() => undefined);
    throw new Error(
      installed.timedOut
        ? `npm install in the copied example did not finish in ${INSTALL_TIMEOUT_MS / 1000} s: its packages are not in npm's cache (${process.env.npm_config_cache ?? '~/.npm'}) and the registry does not answer. Run \`npm install\` in examples/partner-urql with the registry reachable once, then again.\n${tail(installed.output)}`
        : `npm install in the copied example failed (exit ${installed.code}): a dependency of examples/partner-urql/package.json cannot be installed from npm's cache or the registry.\n${tail(installed.output)}`,
    );
  }
  stack = await starting;
}, INSTALL_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await stack?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function newKey(partner: string, scopes: string[], budgetPerMinute: number): Promise<string> {
  const res = await fetch(`${stack.url}/ops/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': TEST_OPS_KEY },
    body: JSON.stringify({ partner, scopes, budgetPerMinute }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

describe('the partner example copied out of the repository', () => {
  it('holds no test and no file of the repository, and type-checks with only what its package.json installs', async () => {
    expect(readdirSync(path.join(destination, 'src')).filter((file) => file.endsWith('.test.ts'))).toEqual([]);
    const typecheck = await shell('npm run typecheck', destination, partnerEnv({}), TYPECHECK_TIMEOUT_MS);
    expect(typecheck.code, tail(typecheck.output)).toBe(0);
    // tsc ran from the copy's own node_modules, with a tsconfig that reaches nothing above the folder.
    expect(existsSync(path.join(destination, 'node_modules', 'typescript'))).toBe(true);
    expect(readFileSync(path.join(destination, 'tsconfig.json'), 'utf8')).not.toContain('../');
  }, TYPECHECK_TIMEOUT_MS + 10_000);

  it("runs with the README's npm start against the portal, printing catalogue and content pages", async () => {
    const key = await newKey('urql-example-copied-out', ['courseCatalogue', 'contents'], 5000);
    const start = commands[2]!.replaceAll(README_KEY, key);
    const run = await shell(start, destination, partnerEnv({ CLUB_API_URL: `${stack.url}/graphql` }), START_TIMEOUT_MS);
    expect(run.code, tail(run.output)).toBe(0);
    const lines = run.output.split('\n');
    expect(lines).toContain('== ECM course catalogue (courseCatalogue)');
    for (const page of [1, 2, 3]) expect(lines.some((l) => new RegExp(`^-- page ${page} of \\d+ \\(\\d+ courses\\)$`).test(l))).toBe(true);
    expect(lines).toContain('== Content search (contents)');
    for (const first of [1, 6, 11]) expect(lines.some((l) => l.startsWith(`-- items ${first}–${first + 4} of `))).toBe(true);
    expect(lines.filter((l) => /^ {3}cost \d+(\.\d+)? · remaining budget \d+(\.\d+)? of 5000 per minute/.test(l))).toHaveLength(6);
    expect(lines).toContain('== 27 courses on 3 pages, 15 contents on 3 pages, 0 back-offs');
  }, START_TIMEOUT_MS + 10_000);
});
