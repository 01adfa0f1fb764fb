import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamFamilyOf, type Fault } from '../../test-kit/fault-proxy';
import { startTestStack } from '../../test-kit';
import { errorIsUnder, memberPages, PAGE_OPERATIONS, valuesAt, type GraphQLAnswer, type PageOperation } from '../../test-kit/fault-pages';

/**
 * Fault suite: each subgraph, and each upstream family, stopped and then frozen. Every page
 * operation must answer within its deadline (plus a generous margin: it fails fast rather than
 * hangs), the sections that need the broken dependency carry its UPSTREAM_UNAVAILABLE error, and
 * everything else is intact. Short deadlines keep the suite quick; breakers are set not to open
 * here (circuit-breakers.test.ts covers them).
 */
const UPSTREAM_TIMEOUT_MS = 2500;
const SUBGRAPH_TIMEOUT_MS = 5000;
const MARGIN_MS = 2000;

type Dependency = 'crm' | 'fad' | 'cms' | 'commerce';

interface Case {
  /** A subgraph behind the gateway, or an upstream family behind the subgraphs. */
  kind: 'subgraph' | 'family';
  name: Dependency;
  /** Per operation, the fields that must fail (null, with the dependency's error); all else must be intact. */
  failing: Partial<Record<PageOperation, string[]>>;
}

const CASES: Case[] = [
  { kind: 'subgraph', name: 'crm', failing: { viewer: ['viewer'], home: ['latestProfessionals'] } },
  { kind: 'subgraph', name: 'fad', failing: { home: ['courseCatalogue'], catalogue: ['courseCatalogue'], training: ['trainingSummary', 'trainingArea'] } },
  {
    kind: 'subgraph',
    name: 'cms',
    failing: { layout: ['navigation', 'topBar', 'footer'], home: ['banners', 'latest', 'mostRead', 'medical'], article: ['contentBySlug'], search: ['searchSuggestions'] },
  },
  { kind: 'subgraph', name: 'commerce', failing: { viewer: ['viewer.user.currentPlan'], home: ['plans'] } },
  { kind: 'family', name: 'crm', failing: { viewer: ['viewer.user'], home: ['latestProfessionals'], catalogue: ['courseCatalogue.items.*.accessDecision'] } },
  { kind: 'family', name: 'fad', failing: { home: ['courseCatalogue'], catalogue: ['courseCatalogue'], training: ['trainingSummary', 'trainingArea'] } },
  { kind: 'family', name: 'cms', failing: { layout: ['navigation', 'topBar', 'footer'], home: ['banners', 'latest', 'mostRead', 'medical'], article: ['contentBySlug'] } },
  { kind: 'family', name: 'commerce', failing: { viewer: ['viewer.user.currentPlan'], home: ['plans'] } },
];

const REASONS: Record<Case['kind'], Record<Fault, string>> = {
  subgraph: { stopped: 'SUBGRAPH_UNREACHABLE', frozen: 'SUBGRAPH_TIMEOUT' },
  family: { stopped: 'UNREACHABLE', frozen: 'TIMEOUT' },
};

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pages: Awaited<ReturnType<typeof memberPages>>;

beforeAll(async () => {
  stack = await startTestStack({
    faults: true,
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    env: { UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS), SUBGRAPH_TIMEOUT_MS: String(SUBGRAPH_TIMEOUT_MS), CIRCUIT_FAILURE_THRESHOLD: '1000', CLAIMS_TTL_MS: '600000' },
  });
  pages = await memberPages(stack.url);
  // One pass to warm the fresh stack (the embedded database's first queries, the processes' first
  // requests): the tests measure deadlines and partial answers, not a cold start.
  await openEveryPage();
});

afterAll(async () => {
  await stack?.close();
});

/**
 * Whether an error is the broken dependency's: for a subgraph, the gateway's (no upstream `service`:
 * the web shows the section's own message; which subgraph is told by the fields it is on); for a
 * family, a subgraph's naming an upstream path of that family.
 */
function isFrom(c: Case, error: NonNullable<GraphQLAnswer['errors']>[number]): boolean {
  const ext = error.extensions ?? {};
  if (ext.code !== 'UPSTREAM_UNAVAILABLE') return false;
  return c.kind === 'subgraph' ? ext.service === undefined : typeof ext.service === 'string' && upstreamFamilyOf(ext.service) === c.name;
}

async function openEveryPage() {
  const names = Object.keys(PAGE_OPERATIONS) as PageOperation[];
  const answers = await Promise.all(names.map((n) => pages.open(n)));
  return names.map((name, i) => ({ name, ...answers[i]! }));
}

describe('with every dependency up', () => {
  it('every page operation answers in full, without errors', async () => {
    for (const page of await openEveryPage()) {
      expect(page.body.errors, page.name).toBeUndefined();
      for (const [field, value] of Object.entries(page.body.data ?? {})) expect(value, `${page.name}.${field}`).not.toBeNull();
    }
  });
});

describe.each(['stopped', 'frozen'] as Fault[])('a dependency %s', (fault) => {
  it.each(CASES.map((c) => [`${c.kind} ${c.name}`, c] as const))('%s: pages answer within the deadline, only its sections fail', async (_label, c) => {
    const proxy = c.kind === 'subgraph' ? stack.faults!.subgraphs[c.name] : stack.faults!.upstream;
    await proxy.inject(fault, c.kind === 'family' ? c.name : null);
    try {
      for (const page of await openEveryPage()) {
        const label = `${fault} ${c.kind} ${c.name}, ${page.name}`;
        expect(page.ms, `${label}: answered in time`).toBeLessThan(SUBGRAPH_TIMEOUT_MS + MARGIN_MS);
        const errors = page.body.errors ?? [];
        const failing = c.failing[page.name] ?? [];
        // No internal address in anything the client sees.
        expect(JSON.stringify(errors), label).not.toMatch(/127\.0\.0\.1|localhost|https?:\/\//);
        // Every error is the broken dependency's, on a field that needs it, with the fault's reason.
        for (const error of errors) {
          expect(isFrom(c, error), `${label}: ${JSON.stringify(error)}`).toBe(true);
          expect(error.extensions?.reason, label).toBe(REASONS[c.kind][fault]);
          if (error.path) expect(failing.some((f) => errorIsUnder(error.path, f)), `${label}: ${error.path.join('.')}`).toBe(true);
        }
        // The fields that need it are null and carry its error …
        for (const field of failing) {
          for (const value of valuesAt(page.body.data, field)) expect(value ?? null, `${label}: ${field}`).toBeNull();
          expect(
            errors.some((e) => !e.path || errorIsUnder(e.path, field)),
            `${label}: error for ${field}`,
          ).toBe(true);
        }
        // … and the rest of the page is there.
        const failingRoots = new Set(failing.filter((f) => !f.includes('.')));
        for (const [field, value] of Object.entries(page.body.data ?? {})) {
          if (!failingRoots.has(field)) expect(value, `${label}: ${field} intact`).not.toBeNull();
        }
        if (!page.body.data) expect(failingRoots.size, `${label}: whole answer lost`).toBeGreaterThan(0);
      }
    } finally {
      await proxy.heal();
    }
  });
});
