/**
 * `npm run bench`: requests per second and p50/p99 latency through the gateway at 1 and 50
 * concurrent connections, plus upstream calls per operation, for the portal's key operations.
 * Starts its own stack on ports 4700+ with a fresh database unless BENCH_URL points at a running one
 * (then BENCH_UPSTREAM_URL gives its upstream for the call counts). Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { encryptPassword } from '@club/subgraph-kit';
// @ts-expect-error plain ESM module without types
import { portsWithOffset, startStack } from './stack.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

interface Operation {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  as?: string;
}

export const OPERATIONS: Operation[] = [
  { name: 'viewer (visitor)', query: '{ viewer { subscriptionType headerButtons { label href } profileMenu { label href } topBarColour } }' },
  { name: 'layout (navigation, top bar, footer)', query: '{ navigation { label href children { label href } } topBar { id message } footer { tagline links { label href } } }' },
  {
    name: 'catalogue page (visitor)',
    query: 'query C($i: CourseSearchInput) { courseCatalogue(input: $i) { total totalPages items { id title credits series { name } teachingModel { name } viewerStatus { status } } } }',
    variables: { i: { page: 2, credits: 'FROM_3_TO_5' } },
  },
  {
    name: 'catalogue page (premium member)',
    query: 'query C($i: CourseSearchInput) { courseCatalogue(input: $i) { total items { id title credits viewerStatus { status started } } } }',
    variables: { i: { page: 1 } },
    as: 'premium@demo.club',
  },
  {
    name: 'catalogue page with access decisions (premium member)',
    query: 'query C($i: CourseSearchInput) { courseCatalogue(input: $i) { total items { id title credits viewerStatus { status } accessDecision { outcome showsUpgradeInsteadOfStart } } } }',
    variables: { i: { page: 1 } },
    as: 'premium@demo.club',
  },
  {
    name: 'training area (premium member)',
    query: '{ trainingSummary { active passed failed expired } trainingArea(status: 1) { page totalPages items { id title credits viewerStatus { status percentageOfCompletion } } } }',
    as: 'premium@demo.club',
  },
  {
    // Every section of the home in one operation (the browser loads them as they scroll into view):
    // hero banners, latest news, courses teaser, favourite news, latest tools, the two news carousels,
    // the two magazine teasers, most read and the newest professionals.
    name: 'home page (all sections)',
    query: `{
      banners(placement: "home") { id title ctas { label link } }
      latest: contents(input: { contentTypes: [News, Articolo], rows: 6 }) { items { id title link imageUrl publicationDate category { label } } }
      courseCatalogue(input: { page: 1 }) { total items { id slug title credits } }
      favouriteCategories
      newsCategories { label }
      favourite: contents(input: { excludeContentTypes: [Modulo, Tool], rows: 6 }) { items { id title link } }
      latestContents(contentType: Tool, first: 4) { items { id title link } }
      articles: contents(input: { contentTypes: [Articolo], rows: 12 }) { items { id title link } }
      media: contents(input: { contentTypes: [Video, Podcast, Webinar], rows: 12 }) { items { id title link } }
      medical: magazinePosts(magazine: "MedicalMagazine") { categories { posts { id title link } } }
      daily: magazinePosts(magazine: "QuotidianoSanita") { categories { posts { id title link } } }
      mostRead(limit: 5) { id title link }
      latestProfessionals { id firstName lastName profession { description } }
    }`,
  },
  {
    name: 'home page (all sections, premium member)',
    query: `{
      latest: contents(input: { contentTypes: [News, Articolo], rows: 6 }) { items { id title link isFavourite } }
      courseCatalogue(input: { page: 1 }) { total items { id title viewerStatus { status } } }
      favouriteCategories
      favourite: contents(input: { excludeContentTypes: [Modulo, Tool], rows: 6 }) { items { id title link } }
      medical: magazinePosts(magazine: "MedicalMagazine") { categories { posts { id title link } } }
      latestProfessionals { id firstName lastName profession { description } }
    }`,
    as: 'premium@demo.club',
  },
  {
    name: 'article page (premium member)',
    query:
      'query A($p: String!) { contentBySlug(path: $p) { id title abstract body headings author publicationDate paywalled isFavourite allowedActions { action allowed upsellTitle } topics { title link } hasTopics relatedComponents hasContinueReading course { id title credits viewerStatus { status } } related { id title link } readAlso { id title link } } }',
    variables: { p: '' },
    as: 'premium@demo.club',
  },
  { name: 'search suggestions', query: 'query S($t: String!) { searchSuggestions(text: $t) { kind label items { id title href } } }', variables: { t: 'diab' } },
  { name: 'plans', query: '{ plans { id name mostLiked priceList { installmentPlanId totalPrice { cents } instalmentPrice { cents } } } }' },
  {
    name: 'legal services hub (registered member)',
    query:
      'query S($p: String!) { servicePage(path: $p) { path kind title hero { title body ctas { label link eventCode } } headerLinks { label link } anchors { label href } menuCtas { label link } areasTitle areas { title } cardGroups { key title anchorId cards { id title body href cta } } form { formType formCampaign formTitle formId } formWithheld legalNotes showsContactButtons } }',
    variables: { p: 'legali' },
    as: 'registrato@demo.club',
    },
    {
    // The shops home: each block one upstream call, in parallel (spec 3 §2, issue 13 'Speed').
    name: 'shops home (all blocks, premium member)',
    query:
      '{ shopsIntroVisible shopsBestOffers { id title badgeType reducedPriceValue reducedPriceSymbol endDateText canActivate } shopsFeaturedCoupons { id title canActivate } topShops { id name logoUrl logoLinks } shopsSlideshow { id title imageUrl imageMobileUrl } }',
    as: 'premium@demo.club',
  },
];

async function sessionCookie(url: string, username: string): Promise<string> {
  const post = (body: unknown) => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const key = (await (await post({ query: '{ loginPublicKey { publicKeyPEM } }' })).json()) as { data: { loginPublicKey: { publicKeyPEM: string } } };
  const res = await post({
    query: 'mutation L($u: String!, $p: String!) { login(username: $u, encryptedPassword: $p) { status } }',
    variables: { u: username, p: encryptPassword(key.data.loginPublicKey.publicKeyPEM, 'Club2026!') },
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The article operation needs a real path: take the newest article's link. */
async function fillArticlePath(url: string): Promise<void> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ contents(input: { contentTypes: [Articolo], rows: 1 }) { items { link } } }' }),
  });
  const link = ((await res.json()) as { data: { contents: { items: { link: string }[] } } }).data.contents.items[0]!.link;
  const article = OPERATIONS.find((o) => o.name.startsWith('article page'))!;
  article.variables = { p: link };
}

async function upstreamCalls(gatewayUrl: string, upstreamUrl: string, body: string, headers: Record<string, string>): Promise<number> {
  // Let the upstream drain what the previous load run left queued: wait until its counts stop moving.
  const total = async () => Object.values((await (await fetch(`${upstreamUrl}/_metrics/requests`)).json()) as Record<string, number>).reduce((a, b) => a + b, 0);
  for (let previous = -1, current = await total(); current !== previous; ) {
    await new Promise((r) => setTimeout(r, 500));
    previous = current;
    current = await total();
  }
  await fetch(`${upstreamUrl}/_metrics/reset`, { method: 'POST' });
  await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body });
  const counts = (await (await fetch(`${upstreamUrl}/_metrics/requests`)).json()) as Record<string, number>;
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

function run(url: string, body: string, headers: Record<string, string>, connections: number): Promise<autocannon.Result> {
  return autocannon({ url: `${url}/graphql`, method: 'POST', headers, body, connections, duration: DURATION_S });
}

async function main() {
  let stop: (() => Promise<void>) | null = null;
  let dataDir: string | null = null;
  let url: string = process.env.BENCH_URL ?? '';
  let upstreamUrl = process.env.BENCH_UPSTREAM_URL ?? 'http://127.0.0.1:4010';
  if (!url) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'club-bench-'));
    const ports = portsWithOffset(700);
    const stack = await startStack({ ports, dataDir, quiet: true, env: { NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false', VIEWER_SIGNING_SECRET: 'bench-viewer-signing-secret-0123', SESSION_SECRET: 'bench-session-secret-0123456789-abcdefgh' } });
    url = stack.url;
    upstreamUrl = `http://127.0.0.1:${ports.upstream}`;
    stop = stack.stop;
  }
  console.log(`Benchmark against ${url} — ${DURATION_S} s per run\n`);
  console.log('| operation | connections | req/s | p50 ms | p99 ms | errors | upstream calls/op |');
  console.log('|---|---|---|---|---|---|---|');
  try {
    await fillArticlePath(url);
    for (const op of OPERATIONS) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (op.as) headers.cookie = await sessionCookie(url, op.as);
      const body = JSON.stringify({ query: op.query, variables: op.variables ?? {} });
      const calls = await upstreamCalls(url, upstreamUrl, body, headers);
      for (const connections of [1, 50]) {
        const r = await run(url, body, headers, connections);
        console.log(`| ${op.name} | ${connections} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} | ${calls} |`);
      }
    }
  } finally {
    await stop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
