import { sharedReads } from '../shared-reads';

/**
 * Runs `body` with the process's shared reads kept for `ttlMs` (under the test runner they are shared
 * only while in flight), starting and ending with an empty store, and restores the kept time after:
 * a test of what is shared between requests sees it, and no other test sees its answers.
 */
export async function withSharedReadsKept<T>(ttlMs: number, body: () => Promise<T>): Promise<T> {
  const before = sharedReads.options.defaultTtlMs;
  sharedReads.invalidateAll();
  sharedReads.options.defaultTtlMs = ttlMs;
  try {
    return await body();
  } finally {
    sharedReads.options.defaultTtlMs = before;
    sharedReads.invalidateAll();
  }
}
