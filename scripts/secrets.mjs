// Strong secrets for a production-mode `npm start` without any secret in the repository: generated
// at random on the first start and kept in the gitignored .data/ folder (owner-only, mode 0600), so
// sessions survive restarts. Variables set in the environment always win.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The secrets the gateway and the subgraphs refuse to run without in production. */
const GENERATED = {
  SESSION_SECRET: () => randomBytes(48).toString('base64url'),
  VIEWER_SIGNING_SECRET: () => randomBytes(32).toString('base64url'),
};

/**
 * The secrets file's values, created (or completed) on first use. Returns only the variables the
 * environment does not set itself.
 * @param {string} file e.g. `.data/secrets.json`
 * @param {Record<string, string | undefined>} env the environment that overrides the file
 * @returns {Record<string, string>}
 */
export function persistentSecrets(file, env = process.env) {
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = Object.keys(GENERATED).filter((name) => typeof stored[name] !== 'string' || stored[name].length < 32);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = GENERATED[name]();
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  // Also when the file was copied in with looser permissions.
  chmodSync(file, 0o600);
  return Object.fromEntries(Object.keys(GENERATED).filter((name) => !env[name]).map((name) => [name, stored[name]]));
}
