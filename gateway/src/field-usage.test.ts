import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kind, parse, print, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldsView } from '@club/wire';
import { schemaChanges } from '../../scripts/schema-governance';
import { startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../test-kit';
import { judgeBreakingChanges } from './field-usage/breaking-usage';
import { HOLDER_FILE } from './field-usage/gateway-field-usage';
import { databaseUsage } from './field-usage/usage-source';

// The gateway's database in a folder of its own (embedded PGlite), so that once the gateway stops schema:check's reading opens it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'field-usage-gateway-'));
let stack: Awaited<ReturnType<typeof startTestStack>> | null = null;

beforeAll(async () => {
  stack = await startTestStack({ env: { GATEWAY_DATA_DIR: dataDir, FIELD_USAGE_FLUSH_MS: '200' } });
});
afterAll(async () => {
  await stack?.close();
});

async function fields(key: string | null, days = '30') {
  const res = await fetch(`${stack!.url}/explorer/fields?days=${days}`, { headers: key ? { 'x-api-key': key } : {} });
  return { status: res.status, body: (await res.json()) as FieldsView & { message?: string } };
}

async function partnerQuery(query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${stack!.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': TEST_PARTNER_KEY }, body: JSON.stringify({ query, variables }) });
  expect(res.status).toBe(200);
}

/** The public schema without Query.courseCatalogue: the change a partner's use must stop. */
function schemaWithoutCourseCatalogue(sdl: string): string {
  return print(
    visit(parse(sdl), {
      FieldDefinition: (node, _key, _parent, _path, ancestors) => {
        const owner = ancestors[ancestors.length - 1];
        return node.name.value === 'courseCatalogue' && owner && 'kind' in owner && owner.kind === Kind.OBJECT_TYPE_DEFINITION && owner.name.value === 'Query' ? null : undefined;
      },
    }),
  );
}

describe('field usage at the gateway', () => {
  it('refuses the view without an ops key (401) and to a partner (403), and an impossible period (400)', async () => {
    expect((await fields(null)).status).toBe(401);
    const partner = await fields(TEST_PARTNER_KEY);
    expect(partner.status).toBe(403);
    expect(partner.body.message).toBe("L'uso dei campi è riservato agli operatori.");
    expect((await fields(TEST_OPS_KEY, '0')).status).toBe(400);
  });

  it("records a partner's coordinates, lists them per client with count and last use, and the unused ones apart", async () => {
    await partnerQuery('query AcmeCourses { courseCatalogue(input: { page: 1 }) { total items { id title } } }');
    await partnerQuery('query AcmeCourses { courseCatalogue(input: { page: 1 }) { total items { id title } } }');
    let view: FieldsView | null = null;
    await expect
      .poll(
        async () => {
          view = (await fields(TEST_OPS_KEY)).body;
          return view.fields.find((f) => f.coordinate === 'Query.courseCatalogue')?.count ?? 0;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(2);
    const catalogue = view!.fields.find((f) => f.coordinate === 'Query.courseCatalogue')!;
    expect(catalogue.clients).toEqual([{ client: 'partner:acme', count: 2, lastSeen: expect.any(String) }]);
    expect(Date.now() - Date.parse(catalogue.lastSeen!)).toBeLessThan(60_000);
    expect(view!.fields.find((f) => f.coordinate === 'Query.courseCatalogue(input:)')?.count).toBe(2);
    expect(view!.fields.find((f) => f.coordinate === 'CourseSearchInput.page')?.count).toBe(2);
    expect(view!.days).toBe(30);
    expect(view!.unused).not.toContain('Query.courseCatalogue');
    expect(view!.unused).toContain('Query.plans');
    const metrics = await fetch(`${stack!.url}/metrics`, { headers: { 'x-api-key': TEST_OPS_KEY } });
    expect(await metrics.text()).toMatch(/^gateway_field_usage_dropped_total 0$/m);
  });

  it('counts the input fields and enum values a partner sends in variables, so their removal is guarded too', async () => {
    const query = 'query AcmeByCredits($input: CourseSearchInput!) { courseCatalogue(input: $input) { total } }';
    await partnerQuery(query, { input: { page: 1, credits: 'FROM_3_TO_5' } });
    await expect
      .poll(async () => (await fields(TEST_OPS_KEY)).body.fields.find((f) => f.coordinate === 'CreditRange.FROM_3_TO_5')?.clients, { timeout: 20_000, interval: 250 })
      .toEqual([{ client: 'partner:acme', count: 1, lastSeen: expect.any(String) }]);
    const view = (await fields(TEST_OPS_KEY)).body;
    expect(view.fields.find((f) => f.coordinate === 'CourseSearchInput.credits')?.count).toBe(1);
    expect(view.unused).toContain('CreditRange.FROM_11');
  });

  it("end to end: once the gateway's usage is flushed, schema:check's rule fails the removal naming the partner", async () => {
    expect(existsSync(path.join(dataDir, HOLDER_FILE))).toBe(true);
    await stack!.close();
    stack = null;
    // Stopping flushed what was left and let the database go.
    expect(existsSync(path.join(dataDir, HOLDER_FILE))).toBe(false);
    const source = await databaseUsage({ dataDir, days: 30 });
    if ('unavailable' in source) throw new Error(source.unavailable);
    const before = readFileSync(path.resolve(__dirname, '../../api-schema.graphql'), 'utf8');
    const { breaking } = schemaChanges(before, schemaWithoutCourseCatalogue(before));
    expect(breaking.map((c) => c.description)).toEqual(['Query.courseCatalogue was removed.']);
    const { blocked } = judgeBreakingChanges(breaking, source.usesFor(before), 'in the last 30 days');
    expect(blocked.map((b) => [b.change.description, b.partners])).toEqual([['Query.courseCatalogue was removed.', ['acme']]]);
  });
});
