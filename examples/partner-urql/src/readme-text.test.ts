import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '@club/upstream/testing';

// The README's run line must print results against the demo data: its `--text` has to find both
// courses (title or description, as /FAD/Corsi searches) and contents (the CMS 'contains' search text).
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const text = /--text (\S+)/.exec(readme)?.[1];

let up: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

describe("the partner example README's search text finds demo data", () => {
  it('names a --text of at least 2 characters', () => {
    expect(text?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
  it('finds ECM courses and contents in the demo seed', async () => {
    const like = `%${text}%`;
    const [courses] = await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM courses WHERE title ILIKE $1 OR description ILIKE $1', [like]);
    const [contents] = await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cms_contents WHERE search_text ILIKE $1', [like]);
    expect(courses!.n).toBeGreaterThan(0);
    expect(contents!.n).toBeGreaterThan(0);
  });
});
