import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '@club/upstream/testing';

// The run lines a partner copies must print results against the demo data: every `--text` of the
// example's README and of the partner guide's 'The example client' section has to find both courses
// (title or description, as /FAD/Corsi searches) and contents (the CMS 'contains' search text).
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const guide = readFileSync(new URL('../../../docs/partner-guide.md', import.meta.url), 'utf8');
const guideSection = guide.split('## The example client')[1]?.split(/\n## /)[0] ?? '';
const textsOf = (markdown: string) => [...markdown.matchAll(/--text (\S+)/g)].map((match) => match[1]!.replace(/[`)]+$/, ''));
const sources = { 'the example README': textsOf(readme), "the partner guide's 'The example client'": textsOf(guideSection) };

let up: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

describe("the partner example's search texts find demo data", () => {
  for (const [source, texts] of Object.entries(sources)) {
    it(`${source} names a --text of at least 2 characters`, () => {
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text.length).toBeGreaterThanOrEqual(2);
    });
    it(`every --text of ${source} finds ECM courses and contents in the demo seed`, async () => {
      for (const text of texts) {
        const like = `%${text}%`;
        const [courses] = await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM courses WHERE title ILIKE $1 OR description ILIKE $1', [like]);
        const [contents] = await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cms_contents WHERE search_text ILIKE $1', [like]);
        expect(courses!.n, `courses matching '${text}'`).toBeGreaterThan(0);
        expect(contents!.n, `contents matching '${text}'`).toBeGreaterThan(0);
      }
    });
  }
});
