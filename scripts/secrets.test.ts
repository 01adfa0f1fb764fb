import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without types
import { persistentSecrets } from './secrets.mjs';

const dirs: string[] = [];
const fileIn = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-secrets-'));
  dirs.push(dir);
  return path.join(dir, '.data', 'secrets.json');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm start secrets', () => {
  it('are generated on first start, strong, owner-only (0600), and the same on the next start', () => {
    const file = fileIn();
    const first = persistentSecrets(file, {});
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.VIEWER_SIGNING_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.SESSION_SECRET).not.toBe(first.VIEWER_SIGNING_SECRET);
    expect(first.SESSION_SECRET.startsWith('dev-only')).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(persistentSecrets(file, {})).toEqual(first);
  });

  it('differ between installations', () => {
    expect(persistentSecrets(fileIn(), {}).SESSION_SECRET).not.toBe(persistentSecrets(fileIn(), {}).SESSION_SECRET);
  });

  it('give way to the environment', () => {
    const file = fileIn();
    const secrets = persistentSecrets(file, { SESSION_SECRET: 'from-the-environment-0123456789abcdef' });
    expect(secrets).not.toHaveProperty('SESSION_SECRET');
    expect(secrets.VIEWER_SIGNING_SECRET).toBeDefined();
  });

  it('tighten a secrets file with looser permissions', () => {
    const file = fileIn();
    persistentSecrets(file, {});
    chmodSync(file, 0o644);
    const again = persistentSecrets(file, {});
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).SESSION_SECRET).toBe(again.SESSION_SECRET);
  });

  it('replace a weak stored value', () => {
    const file = fileIn();
    persistentSecrets(file, {});
    writeFileSync(file, JSON.stringify({ SESSION_SECRET: 'short', VIEWER_SIGNING_SECRET: 'x'.repeat(40) }));
    expect(persistentSecrets(file, {}).SESSION_SECRET).not.toBe('short');
  });
});
