import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { helperProcessArgs } from '@club/observability';
import { families } from './families';
import { SEED_VERSION } from './migrate';

/**
 * An embedded data folder is migrated and seeded in a process of its own (prepare-data-dir.ts), not
 * in the serving upstream: seeding loads modules the service never needs again (faker alone is ~45
 * MB) and grows PGlite's WebAssembly memory, which never shrinks. The child writes this marker once
 * the folder holds every migration and the current seed; a folder whose marker matches is opened
 * straight away (prepareDatabase then finds nothing to do).
 */
const MARKER_FILE = 'club-prepared.txt';

/**
 * What a prepared folder's marker says: the seed version, the seed's scale (`UPSTREAM_SEED_SCALE`: a
 * folder prepared at another scale is prepared again, i.e. reseeded) and every migration, in order.
 */
export function preparedMarker(scale = 1): string {
  return `seed ${SEED_VERSION}\nscale ${scale}\n${families.flatMap((f) => f.migrations.map((m) => m.id)).join('\n')}\n`;
}

export function isPrepared(dataDir: string, scale = 1): boolean {
  const file = path.join(dataDir, MARKER_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === preparedMarker(scale);
}

export function markPrepared(dataDir: string, scale = 1): void {
  writeFileSync(path.join(dataDir, MARKER_FILE), preparedMarker(scale));
}

/**
 * Runs prepare-data-dir in a child process with this process's environment (the compiled
 * prepare-data-dir.js beside a compiled upstream, else prepare-data-dir.ts through tsx); its log lines are ours.
 */
export async function prepareDataDirApart(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, helperProcessArgs(import.meta.url, 'prepare-data-dir'), { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`preparing the demo database failed (${signal ?? `exit code ${code}`})`))));
  });
}
