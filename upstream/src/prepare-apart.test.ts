import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_VERSION } from './migrate';
import { isPrepared, markPrepared, preparedMarker } from './prepare-apart';

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-upstream-marker-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the prepared marker of an embedded data folder', () => {
  it('a new folder is not prepared; once marked it is', () => {
    const dir = newFolder();
    expect(isPrepared(dir)).toBe(false);
    markPrepared(dir);
    expect(isPrepared(dir)).toBe(true);
  });

  it('names the seed version and every migration, so a newer seed or migration prepares the folder again', () => {
    const dir = newFolder();
    markPrepared(dir);
    const marker = readFileSync(path.join(dir, 'club-prepared.txt'), 'utf8');
    expect(marker).toBe(preparedMarker());
    expect(marker.startsWith(`seed ${SEED_VERSION}\n`)).toBe(true);
    // A folder marked by an older build (one migration fewer) is prepared again.
    writeFileSync(path.join(dir, 'club-prepared.txt'), marker.split('\n').slice(0, -2).join('\n') + '\n');
    expect(isPrepared(dir)).toBe(false);
  });

  it('names the seed scale (UPSTREAM_SEED_SCALE), so a folder prepared at one scale is prepared again at another', () => {
    const dir = newFolder();
    markPrepared(dir, 20);
    expect(isPrepared(dir, 20)).toBe(true);
    expect(isPrepared(dir)).toBe(false);
    expect(isPrepared(dir, 2)).toBe(false);
    markPrepared(dir);
    expect(isPrepared(dir, 20)).toBe(false);
  });
});
