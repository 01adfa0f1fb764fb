/**
 * Contract tests of the cms family: every JSON route answers, for each demo persona of README.md
 * (and a visitor without a token), a payload its contract (@club/contracts) parses, so the
 * subgraph's data source, which parses with the same schemas, never meets a surprise from this
 * reference. Each request sent is checked against the route's request schemas too.
 */
import { cmsContracts, cmsRoutes, moduleFileRoute, type RouteContract } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamLogin } from '../../testing';
import { startTestUpstream } from '../../testing';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

/** Demo personas of README.md, one of each subscription type, plus the visitor (no token). */
const PERSONAS = {
  visitor: null,
  registrato: 'registrato@demo.club',
  trial: 'trial@demo.club',
  premium: 'premium@demo.club',
  extrial: 'extrial@demo.club',
  expremium: 'expremium@demo.club',
} as const;
type Persona = keyof typeof PERSONAS;
const tokens: Partial<Record<Persona, string>> = {};

/** Sample data of the seed the requests name. */
let sample: { id: string; slug: string; moduleId: string; magazine: string };

/** Routes whose answer has been parsed by its contract at least once (the last test checks none was left out). */
const exercised = new Set<RouteContract>();

beforeAll(async () => {
  upstream = await startTestUpstream();
  for (const [persona, email] of Object.entries(PERSONAS)) {
    if (email) tokens[persona as Persona] = await upstreamLogin(upstream.url, email, 'Club2026!');
  }
  const [article] = await upstream.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM cms_contents WHERE content_type = 'Articolo' AND course_id IS NOT NULL ORDER BY id LIMIT 1`);
  const [module] = await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Modulo' ORDER BY id LIMIT 1`);
  const [magazine] = await upstream.db.query<{ id: string }>(`SELECT id FROM cms_magazines ORDER BY sort LIMIT 1`);
  sample = { id: article!.id, slug: article!.slug, moduleId: module!.id, magazine: magazine!.id };
});
afterAll(async () => {
  await upstream?.close();
});

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Calls a route as a persona with a request its contract accepts; returns the status and the JSON answer. */
async function call(contract: RouteContract, persona: Persona, request: Sample = {}): Promise<{ status: number; body: unknown }> {
  if (request.params) expect(contract.params?.safeParse(request.params).success, `${contract.path} params`).toBe(true);
  if (request.query) expect(contract.query?.safeParse(request.query).success, `${contract.path} query`).toBe(true);
  if (request.body !== undefined) expect(contract.body?.safeParse(request.body).success, `${contract.path} body`).toBe(true);
  const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''));
  const url = `${upstream.url}${path}${request.query ? `?${new URLSearchParams(request.query)}` : ''}`;
  const token = tokens[persona];
  const res = await fetch(url, {
    method: contract.method,
    headers: { ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/** The answer parses with the route's contract; the issues are printed when it does not. */
function expectContractAnswer(contract: RouteContract, body: unknown): void {
  const parsed = contract.response.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 5), `${contract.method} ${contract.path}`).toEqual([]);
  exercised.add(contract);
}

/** Calls a route as every persona: those in `refused` get that status, the others the success answer, parsed with the contract. */
async function expectEveryPersona(contract: RouteContract, request: () => Sample, refused: Partial<Record<Persona, number>> = {}): Promise<void> {
  for (const persona of Object.keys(PERSONAS) as Persona[]) {
    const { status, body } = await call(contract, persona, request());
    if (refused[persona]) {
      expect(status, `${persona} ${contract.path}`).toBe(refused[persona]);
      continue;
    }
    expect(status, `${persona} ${contract.method} ${contract.path}`).toBe(contract.status ?? 200);
    expectContractAnswer(contract, body);
  }
}

const MEMBERS_ONLY = { visitor: 401 } as const;

describe('cms contracts: searches and contents', () => {
  it('grouped and ungrouped searches, with and without debug and fallback', async () => {
    await expectEveryPersona(cmsContracts.searchGrouped, () => ({ body: { contains: 'salute', criteria: { groupingLimit: 2 } } }));
    await expectEveryPersona(cmsContracts.searchUngrouped, () => ({ body: { exclude: { contentType: ['Tool', 'Modulo'] }, debug: true, criteria: { rows: 6 } } }));
    // Nothing matches: the latest items answer with fallback: true.
    const { body } = await call(cmsContracts.searchUngrouped, 'visitor', { body: { contains: 'zzzqqq-nessuno', criteria: { rows: 3, fallback: true } } });
    expect(cmsContracts.searchUngrouped.response.parse(body)).toMatchObject({ fallback: true });
  });

  it('contents by id (batched and one) and by slug', async () => {
    await expectEveryPersona(cmsContracts.contentsById, () => ({ body: { ids: [sample.id, sample.moduleId, 'sconosciuto'] } }));
    await expectEveryPersona(cmsContracts.contentById, () => ({ params: { id: sample.id } }));
    await expectEveryPersona(cmsContracts.contentBySlug, () => ({ params: { slug: sample.slug } }));
  });
});

describe('cms contracts: layout and components', () => {
  it('navigation, top bar, footer, categories and topics', async () => {
    for (const contract of [cmsContracts.navigation, cmsContracts.topBar, cmsContracts.footer, cmsContracts.categories, cmsContracts.topics]) {
      await expectEveryPersona(contract, () => ({}));
    }
  });

  it.each(['home', 'news', 'risorse'])('banners of %s', async (placement) => {
    await expectEveryPersona(cmsContracts.banners, () => ({ query: { placement } }));
  });

  it.each(['piani', 'risorse', 'assistenza'])('FAQ items of %s', async (placement) => {
    await expectEveryPersona(cmsContracts.faqs, () => ({ query: { placement } }));
  });

  it.each(['risorse', 'home'])('video tutorials of %s', async (placement) => {
    await expectEveryPersona(cmsContracts.videoTutorials, () => ({ query: { placement } }));
  });

  it.each(['home', 'chi-siamo', 'risorse', 'corsi-ecm-fad', 'nessuna'])('page components of %s', async (placement) => {
    await expectEveryPersona(cmsContracts.pageComponents, () => ({ query: { placement } }));
  });
});

describe('cms contracts: library', () => {
  it('latest contents, following the cursor, and premium only', async () => {
    await expectEveryPersona(cmsContracts.latestContents, () => ({ query: { first: '3' } }));
    const first = cmsContracts.latestContents.response.parse((await call(cmsContracts.latestContents, 'visitor', { query: { first: '2', contentType: 'E-book' } })).body);
    await expectEveryPersona(cmsContracts.latestContents, () => ({ query: { first: '2', contentType: 'E-book', isPremium: 'true', after: first.search.pageInfo.endCursor ?? '' } }));
  });

  it('a library item, category previews and the most read', async () => {
    await expectEveryPersona(cmsContracts.libraryItem, () => ({ query: { id: sample.id } }));
    await expectEveryPersona(cmsContracts.categoryPreviews, () => ({ body: { rows: 3 } }));
    await expectEveryPersona(cmsContracts.mostRead, () => ({ query: { rows: '5' } }));
  });
});

describe('cms contracts: favourites (members only)', () => {
  it('adds, lists by type, lists the ids, removes', async () => {
    await expectEveryPersona(cmsContracts.addFavourite, () => ({ body: { id: sample.moduleId, type: 'Modulo' } }), MEMBERS_ONLY);
    await expectEveryPersona(cmsContracts.favourites, () => ({ query: { type: 'Modulo', rows: '8', offset: '0' } }), MEMBERS_ONLY);
    await expectEveryPersona(cmsContracts.favourites, () => ({}), MEMBERS_ONLY);
    await expectEveryPersona(cmsContracts.favouriteIds, () => ({}), MEMBERS_ONLY);
    await expectEveryPersona(cmsContracts.removeFavourite, () => ({ params: { id: sample.moduleId } }), MEMBERS_ONLY);
  });

  it('saves and reads the favourite categories', async () => {
    await expectEveryPersona(cmsContracts.favouriteCategories, () => ({}), MEMBERS_ONLY);
    await expectEveryPersona(cmsContracts.saveFavouriteCategories, () => ({ body: { categories: ['Norme e diritto'] } }), MEMBERS_ONLY);
    await expectEveryPersona(cmsContracts.favouriteCategories, () => ({}), MEMBERS_ONLY);
  });
});

describe('cms contracts: partners, paywall, newsstand', () => {
  it('magazines, generic and personalised posts, external news, partner logos', async () => {
    await expectEveryPersona(cmsContracts.magazines, () => ({}));
    await expectEveryPersona(cmsContracts.suggestedPosts, () => ({ body: { magazine: sample.magazine, numPosts: 8 } }));
    const [profession] = await upstream.db.query<{ p: string }>(`SELECT unnest(professions) AS p FROM cms_magazine_posts WHERE magazine_id = $1 LIMIT 1`, [sample.magazine]);
    await expectEveryPersona(cmsContracts.suggestedPosts, () => ({ body: { magazine: sample.magazine, numPosts: 8, professione: profession!.p } }));
    await expectEveryPersona(cmsContracts.externalNews, () => ({ query: { per_page: '4' } }));
    await expectEveryPersona(cmsContracts.partnerLogos, () => ({}));
  });

  it.each(['articolo', 'risorsa', 'edicola'])('paywall options of %s', async (placement) => {
    await expectEveryPersona(cmsContracts.paywallOptions, () => ({ query: { placement } }));
  });

  it('the newsstand: premium members only', async () => {
    await expectEveryPersona(cmsContracts.newsstand, () => ({}), { visitor: 401, registrato: 403, trial: 403, extrial: 403, expremium: 403 });
  });
});

describe('cms contracts: service pages and partner deals', () => {
  it.each(['', 'legali', 'assicurativi', 'legali/consulenza', 'legali/diffida', 'legali/parere', 'legali/responsabilita', 'assicurativi/consulenza', 'assicurativi/tutela-legale', 'convenzioni', 'convenzioni/sanitassicura', 'convenzioni/legal-and-partners'])(
    'the service page "%s"',
    async (path) => {
      await expectEveryPersona(cmsContracts.servicePage, () => ({ query: { path } }));
    },
  );

  it('an unknown service page is 404', async () => {
    expect((await call(cmsContracts.servicePage, 'visitor', { query: { path: 'legali/xyz' } })).status).toBe(404);
  });

  it('the partner deals', async () => {
    await expectEveryPersona(cmsContracts.partnerDeals, () => ({}));
  });

  it('the lead form definitions (the marketing form, the first-opinion form); an unknown form is 404, a malformed id 400', async () => {
    await expectEveryPersona(cmsContracts.formDefinition, () => ({ params: { formId: 'prenota-appuntamento' } }));
    const { body } = await call(cmsContracts.formDefinition, 'visitor', { params: { formId: 'first-opinion-form' } });
    const form = cmsContracts.formDefinition.response.parse(body);
    expect(form.formType).toBe('first-opinion');
    expect(form.fields.map((f) => [f.name, f.placeholder])).toEqual(
      expect.arrayContaining([['dateOfBirth', 'gg/mm/aaaa'], ['placeOfBirth', 'Comune di nascita'], ['username', 'Scegli un username'], ['password', 'Scegli una password'], ['note', 'Scrivi il tuo messaggio...']]),
    );
    expect((await call(cmsContracts.formDefinition, 'visitor', { params: { formId: 'nessuno' } })).status).toBe(404);
    expect((await fetch(`${upstream.url}/CMS/Form/NO!`)).status).toBe(400);
  });
});

describe('cms contracts: partner deals', () => {
  it('travel search and detail, rental and light-and-gas offers', async () => {
    await expectEveryPersona(cmsContracts.travelSearch, () => ({ body: { destination: 'Italia', vacationType: 'Mare', criteria: { offset: 0, rows: 999, orderCriteria: [] } } }));
    const [travel] = await upstream.db.query<{ item_path: string }>(`SELECT item_path FROM cms_travel_items ORDER BY sort LIMIT 1`);
    await expectEveryPersona(cmsContracts.travelItem, () => ({ query: { path: travel!.item_path } }));
    await expectEveryPersona(cmsContracts.rentalOffers, () => ({}));
    await expectEveryPersona(cmsContracts.energyOffers, () => ({}));
  });
});

describe('cms contracts: files', () => {
  it("a Modulo's template file answers a PDF, the media type its contract names; another id is 404", async () => {
    const res = await fetch(`${upstream.url}/CMS/Moduli/${encodeURIComponent(sample.moduleId)}/file`);
    expect(res.status).toBe(200);
    expect(moduleFileRoute.mediaTypes).toContain(res.headers.get('content-type')?.split(';')[0]);
    expect((await res.text()).startsWith('%PDF')).toBe(true);
    exercised.add(moduleFileRoute);
    expect((await fetch(`${upstream.url}/CMS/Moduli/${encodeURIComponent(sample.id)}/file`)).status).toBe(404);
  });
});

describe('cms contracts: coverage', () => {
  it('every cms route contract has had an answer parsed above', () => {
    expect(cmsRoutes.filter((r) => !exercised.has(r)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('a payload that drifts from the contract does not parse (the schemas are not permissive)', async () => {
    const item = (await call(cmsContracts.contentById, 'visitor', { params: { id: sample.id } })).body as Record<string, unknown>;
    const schema = cmsContracts.contentById.response;
    expect(schema.safeParse(item).success).toBe(true);
    expect(schema.safeParse({ ...item, body: undefined }).success).toBe(true); // as in listings
    expect(schema.safeParse({ ...item, publicationDate: null }).success).toBe(false);
    expect(schema.safeParse({ ...item, contentType: 'Romanzo' }).success).toBe(false);
    expect(schema.safeParse({ ...item, flags: undefined }).success).toBe(false);
  });
});
