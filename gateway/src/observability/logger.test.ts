import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'gateway-logger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const LOGGER = path.join(import.meta.dirname, 'logger.ts');

/** Runs `body` in a fresh Node with the gateway's default logger as `log` and stdout sent to a file; returns the file's lines and what the script printed on stderr. */
function run(name: string, body: string): { lines: Record<string, unknown>[]; stderr: string } {
  const out = path.join(dir, `${name}.log`);
  const script = `
    import { statSync } from 'node:fs';
    import { gatewayLogger } from ${JSON.stringify(LOGGER)};
    const log = gatewayLogger({});
    const written = () => statSync(${JSON.stringify(out)}).size;
    ${body}`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    // stdout to the file: the child reads its size as it goes.
    stdio: ['ignore', openSync(out, 'w'), 'pipe'],
    encoding: 'utf8',
    timeout: 20_000,
  });
  const text = readFileSync(out, 'utf8');
  return { lines: text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>), stderr: child.stderr };
}

describe('the gateway log on stdout', () => {
  it('is written in blocks, a quiet line at the latest 250 ms after it was logged', () => {
    const { lines, stderr } = run(
      'quiet',
      `log.info({ n: 1 }, 'operation');
       // A write without a buffer would be done by now.
       setTimeout(() => { console.error('soon', written()); }, 60);
       setTimeout(() => { console.error('later', written()); }, 600);`,
    );
    expect(stderr).toContain('soon 0');
    expect(stderr).toMatch(/later [1-9]\d*/);
    expect(lines).toMatchObject([{ n: 1, msg: 'operation', service: 'gateway', level: 30 }]);
  });

  it('loses nothing when the process exits: every line, in order', () => {
    const { lines } = run('exit', `for (let n = 0; n < 500; n++) log.info({ n }, 'operation'); process.exit(0);`);
    expect(lines.map((l) => l.n)).toEqual(Array.from({ length: 500 }, (_, n) => n));
  });
});
