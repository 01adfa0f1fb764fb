// Makes a fresh clone runnable: installs dependencies, builds the services and the web client when needed.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUNDLES, SERVICE_SOURCES } from './build-services.mjs';
import { ROOT } from './stack.mjs';

export function ensureInstalled() {
  if (!existsSync(path.join(ROOT, 'node_modules', '.package-lock.json'))) {
    console.log('Installing dependencies (npm ci)…');
    execSync('npm ci --no-audit --no-fund', { cwd: ROOT, stdio: 'inherit' });
  }
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds web/dist (and the server render's web/dist-server) when missing or older than the web sources. */
export function ensureWebBuilt({ force = false } = {}) {
  const index = path.join(ROOT, 'web', 'dist', 'index.html');
  const serverEntry = path.join(ROOT, 'web', 'dist-server', 'entry-server.js');
  // What the build reads: the client's sources, the shared packages, and the build's own config and
  // scripts (a change to them, e.g. the route table, must rebuild a dist made before it).
  const sources = ['web/src', 'web/build', 'web/vite.config.ts', 'web/index.html', 'packages'].map((p) => path.join(ROOT, p));
  const stale = !existsSync(index) || !existsSync(serverEntry) || sources.some((d) => newestMtime(d) > Math.min(statSync(index).mtimeMs, statSync(serverEntry).mtimeMs));
  if (force || stale) {
    console.log('Building the web client…');
    execSync('npm run build -w web', { cwd: ROOT, stdio: 'inherit' });
  }
}

/**
 * Builds the services' bundles (scripts/build-services.mjs) when one is missing or older than what it
 * is made of: the services' and shared packages' sources, the subgraphs' schemas, the build script.
 * scripts/stack.mjs runs the bundles, so whatever starts a stack calls this first.
 */
export function ensureServicesBuilt({ force = false } = {}) {
  const bundles = BUNDLES.map((b) => path.join(ROOT, b));
  const oldest = bundles.every((b) => existsSync(b)) ? Math.min(...bundles.map((b) => statSync(b).mtimeMs)) : 0;
  const stale = oldest === 0 || SERVICE_SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > oldest);
  if (force || stale) {
    console.log('Building the services…');
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-services.mjs')], { cwd: ROOT, stdio: 'inherit' });
  }
}
