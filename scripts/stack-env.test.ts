import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without types
import { stackEnvironment } from './stack.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'club-stack-env-'));
const secretsFile = path.join(dir, '.data', 'secrets.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the environment npm start gives every process', () => {
  it('is production by default, with generated strong secrets kept owner-only', () => {
    const env = stackEnvironment({ PATH: '/usr/bin' }, {}, secretsFile);
    expect(env.NODE_ENV).toBe('production');
    expect(env.SESSION_SECRET).toMatch(/^[\w-]{32,}$/);
    expect(env.VIEWER_SIGNING_SECRET).toMatch(/^[\w-]{32,}$/);
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    // The next start signs and encrypts with the same keys: sessions survive a restart.
    expect(stackEnvironment({}, {}, secretsFile).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it('is development on request (npm start -- --dev sets NODE_ENV), with the development defaults', () => {
    const env = stackEnvironment({ NODE_ENV: 'development' }, {}, secretsFile);
    expect(env.NODE_ENV).toBe('development');
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it('stops at once on SIGTERM (no drain window: no balancer in front) unless the environment asks for one', () => {
    expect(stackEnvironment({}, {}, secretsFile).SHUTDOWN_DRAIN_MS).toBe('0');
    expect(stackEnvironment({ SHUTDOWN_DRAIN_MS: '2000' }, {}, secretsFile).SHUTDOWN_DRAIN_MS).toBe('2000');
    expect(stackEnvironment({}, { SHUTDOWN_DRAIN_MS: '100' }, secretsFile).SHUTDOWN_DRAIN_MS).toBe('100');
  });

  it('keeps secrets and a mode given by the caller (browser tests, benchmarks, operators)', () => {
    expect(stackEnvironment({ SESSION_SECRET: 'operator-session-secret-0123456789abcdef' }, {}, secretsFile).SESSION_SECRET).toBe('operator-session-secret-0123456789abcdef');
    expect(stackEnvironment({}, { NODE_ENV: 'test' }, secretsFile).NODE_ENV).toBe('test');
  });
});
