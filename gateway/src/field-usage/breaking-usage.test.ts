import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaChanges } from '../../../scripts/schema-governance';
import { openKeysDb } from '../keys/db';
import { judgeBreakingChanges, judgedByUsage, touchedBy } from './breaking-usage';
import { HOLDER_FILE } from './gateway-field-usage';
import { FieldUsageStore } from './store';
import { databaseUsage, documentsUsage, usageSource } from './usage-source';

const before = `
  enum Sort { NEWEST OLDEST }
  type Course { id: ID!, title: String, credits: Float }
  type Query { course(id: ID!, lang: String): Course, courses(sort: Sort): [Course!]! }
`;
const withoutTitle = before.replace('title: String, ', '');
const removals = schemaChanges(before, withoutTitle).breaking;

describe('touchedBy', () => {
  it('reads the coordinate of each kind of breaking change graphql-js describes', () => {
    const after = `
      enum Sort { NEWEST }
      type Course { id: ID!, title: Int, credits: Float }
      type Query { course(id: ID!, region: String!): Course, courses(sort: Sort): [Course!]! }
    `;
    const touched = schemaChanges(before, after).breaking.map((c) => [c.description, touchedBy(c)]);
    expect(touched).toEqual(
      expect.arrayContaining([
        ['OLDEST was removed from enum type Sort.', { coordinate: 'Sort.OLDEST' }],
        ['Course.title changed type from String to Int.', { coordinate: 'Course.title' }],
        ['Query.course arg lang was removed.', { coordinate: 'Query.course(lang:)' }],
        ['A required arg region on Query.course was added.', { coordinate: 'Query.course' }],
      ]),
    );
    expect(touchedBy({ type: 'TYPE_REMOVED', description: 'Course was removed.' })).toEqual({ typePrefix: 'Course.' });
  });
});

describe('judgeBreakingChanges', () => {
  it("fails a removal partner 'acme' used, naming it, even when web used it too", () => {
    const uses = [
      { coordinate: 'Course.title', client: 'partner:acme', count: 12 },
      { coordinate: 'Course.title', client: 'web', count: 400 },
    ];
    const { blocked, passed } = judgeBreakingChanges(removals, uses, 'in the last 30 days');
    expect(passed).toEqual([]);
    expect(blocked).toHaveLength(1);
    expect(blocked[0]!.partners).toEqual(['acme']);
    expect(blocked[0]!.note).toBe('used in the last 30 days by partner(s): acme');
  });

  it('passes a removal nobody used, or only the web client used, with a note', () => {
    const unused = judgeBreakingChanges(removals, [{ coordinate: 'Course.id', client: 'partner:acme', count: 3 }], 'in the last 30 days');
    expect(unused.blocked).toEqual([]);
    expect(unused.passed[0]!.note).toBe('nobody used it in the last 30 days');
    const webOnly = judgeBreakingChanges(removals, [{ coordinate: 'Course.title', client: 'web', count: 3 }], 'in the last 30 days');
    expect(webOnly.blocked).toEqual([]);
    expect(webOnly.passed[0]!.note).toContain('no partner used it in the last 30 days (used by web');
  });

  it('judges the working tree always, a commit only by recorded usage younger than the window', () => {
    const now = Date.now();
    expect(judgedByUsage('documents', true, now, 30, now)).toBe(true);
    expect(judgedByUsage('documents', false, now, 30, now)).toBe(false);
    expect(judgedByUsage('database', false, now - 5 * 86_400_000, 30, now)).toBe(true);
    expect(judgedByUsage('database', false, now - 31 * 86_400_000, 30, now)).toBe(false);
  });
});

describe('usage sources', () => {
  /** A repository root with a web manifest and a partner example document. */
  function repoRoot(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'field-usage-root-'));
    mkdirSync(path.join(root, 'web/src/gql'), { recursive: true });
    writeFileSync(path.join(root, 'web/src/gql/persisted-documents.json'), JSON.stringify({ 'sha256:1': 'query W { courses { id } }' }));
    mkdirSync(path.join(root, 'examples/partner-x/src/gql'), { recursive: true });
    writeFileSync(path.join(root, 'examples/partner-x/src/documents.ts'), 'export const Q = graphql(`\n  query P { course(id: 1) { title } }\n`);');
    writeFileSync(path.join(root, 'examples/partner-x/src/gql/graphql.ts'), 'graphql(`query Generated { course(id: 1) { credits } }`)');
    return root;
  }

  it('offline, reads the persisted documents, attributes them to web and the partner example, and says so', async () => {
    const root = repoRoot();
    const source = await usageSource({ root, dataDir: path.join(root, '.data/gateway'), days: 30 });
    expect(source.kind).toBe('documents');
    expect(source.description).toContain('persisted documents');
    expect(source.description).toContain('no gateway database');
    const uses = source.usesFor(before);
    expect(uses).toEqual(expect.arrayContaining([{ coordinate: 'Course.title', client: 'esempio partner', count: 1 }, { coordinate: 'Course.id', client: 'web', count: 1 }]));
    // Generated files are not the partner's documents.
    expect(uses.some((u) => u.coordinate === 'Course.credits')).toBe(false);
    const { blocked } = judgeBreakingChanges(removals, uses, 'in the persisted documents');
    expect(blocked[0]!.partners).toEqual(['esempio partner']);
    expect(documentsUsage(root, 'why').description).toContain('since why');
  });

  it('reads the embedded database when no gateway holds it, and falls back while one does', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'field-usage-data-'));
    const db = await openKeysDb({ dataDir });
    await new FieldUsageStore(db).add([{ day: new Date().toISOString().slice(0, 10), client: 'partner:acme', coordinate: 'Course.title', count: 4, lastSeen: Date.now() }]);
    await db.close();

    const read = await databaseUsage({ dataDir, days: 30 });
    expect('unavailable' in read).toBe(false);
    const source = read as Exclude<typeof read, { unavailable: string }>;
    expect(source.kind).toBe('database');
    expect(source.description).toContain("gateway's embedded database");
    expect(source.usesFor(before)).toEqual([{ coordinate: 'Course.title', client: 'partner:acme', count: 4 }]);

    writeFileSync(path.join(dataDir, HOLDER_FILE), String(process.pid));
    expect(await databaseUsage({ dataDir, days: 30 })).toEqual({ unavailable: expect.stringContaining(`held by a running gateway (pid ${process.pid})`) });
  });
});
