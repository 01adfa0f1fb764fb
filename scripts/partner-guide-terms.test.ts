import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '@club/upstream/testing';

// The partner guide's examples must find demo data when a partner runs them against `npm start`:
// the example client's `--text` searches courses and contents; a `text: "…"` in a query, the content search.
const guide = readFileSync(new URL('../docs/partner-guide.md', import.meta.url), 'utf8');
const cliTexts = [...guide.matchAll(/--text (\S+)/g)].map((m) => m[1]!);
const queryTexts = [...guide.matchAll(/text: "([^"]+)"/g)].map((m) => m[1]!);

let up: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

const count = async (sql: string, text: string) => (await up.db.query<{ n: number }>(sql, [`%${text}%`]))[0]!.n;

describe("the partner guide's example search terms find demo data", () => {
  it('has examples to check', () => {
    expect(cliTexts.length).toBeGreaterThan(0);
    expect(queryTexts.length).toBeGreaterThan(0);
  });

  it("every example client's --text finds courses and contents", async () => {
    for (const text of cliTexts) {
      expect({ text, courses: (await count('SELECT count(*)::int AS n FROM courses WHERE title ILIKE $1 OR description ILIKE $1', text)) > 0 }).toEqual({ text, courses: true });
      expect({ text, contents: (await count('SELECT count(*)::int AS n FROM cms_contents WHERE search_text ILIKE $1', text)) > 0 }).toEqual({ text, contents: true });
    }
  });

  it('every text searched in a query example finds contents', async () => {
    for (const text of queryTexts) expect({ text, contents: (await count('SELECT count(*)::int AS n FROM cms_contents WHERE search_text ILIKE $1', text)) > 0 }).toEqual({ text, contents: true });
  });
});
