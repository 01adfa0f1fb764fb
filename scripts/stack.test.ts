import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without types
import { stopChildren } from './stack.mjs';

const started: ChildProcess[] = [];

/** A real child process that runs until it is told to stop. */
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  started.push(child);
  return child;
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Generous bound: stop must return rather than wait for an 'exit' that already happened. */
const withinSeconds = <T>(promise: Promise<T>, seconds: number) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${seconds} s`)), seconds * 1000))]);

describe('stopChildren (the stack\'s stop)', () => {
  it('returns when a child had already died of a signal, and stops the others', async () => {
    const killed = sleeper();
    const running = sleeper();
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    expect(killed.exitCode).toBeNull();
    expect(killed.signalCode).toBe('SIGKILL');

    await withinSeconds(stopChildren([killed, running]), 10);
    expect(running.signalCode).toBe('SIGTERM');
  });

  it('returns when a child had already exited with a code', async () => {
    const done = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
    await once(done, 'exit');
    await withinSeconds(stopChildren([done]), 10);
    expect(done.exitCode).toBe(3);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const stubborn = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready')"], { stdio: ['ignore', 'pipe', 'ignore'] });
    started.push(stubborn);
    await once(stubborn.stdout!, 'data');
    await withinSeconds(stopChildren([stubborn], 200), 10);
    expect(stubborn.signalCode).toBe('SIGKILL');
  });
});
