import { GatewayClient } from './index';

/**
 * The operations a member's pages send, as the fault suite runs them: the viewer and the layout
 * (every page), the home's sections, a catalogue page, an article, the header's search suggestions
 * and the training area. The web asks for the viewer and the layout separately, so a failing
 * `viewer` (non-null) doesn't take the layout with it.
 */
export const PAGE_OPERATIONS = {
  viewer: '{ viewer { subscriptionType headerButtons { label href } user { id currentPlan { id name } } } }',
  layout: '{ navigation { label href } topBar { id message } footer { tagline } }',
  home: `{
    banners(placement: "home") { id title }
    latest: contents(input: { contentTypes: [News, Articolo], rows: 6 }) { items { id title } }
    courseCatalogue(input: { page: 1 }) { total items { id title viewerStatus { status } } }
    mostRead(limit: 5) { id title }
    latestProfessionals { id firstName }
    medical: magazinePosts(magazine: "MedicalMagazine") { categories { posts { id } } }
    plans { id name }
  }`,
  catalogue: '{ courseCatalogue(input: { page: 1 }) { total items { id title credits viewerStatus { status } accessDecision { outcome } } } }',
  article: 'query Article($path: String!) { contentBySlug(path: $path) { id title paywalled related { id } } }',
  search: '{ searchSuggestions(text: "diab") { kind label items { id title } } }',
  training: '{ trainingSummary { active passed } trainingArea(status: ACTIVE) { page items { id title } } }',
} as const;

export type PageOperation = keyof typeof PAGE_OPERATIONS;

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** A premium member's session, and the path of an article to open. */
export async function memberPages(gatewayUrl: string) {
  const client = new GatewayClient(gatewayUrl);
  await client.login('premium@demo.club');
  const latest = await client.request<{ contents: { items: { link: string }[] } }>('{ contents(input: { contentTypes: [Articolo], rows: 1 }) { items { link } } }');
  const articlePath = latest.body.data!.contents.items[0]!.link;
  return {
    client,
    /** Sends one page operation; answers with its body and how long it took. */
    async open(operation: PageOperation): Promise<{ body: GraphQLAnswer; ms: number }> {
      const started = Date.now();
      const { body } = await client.request(PAGE_OPERATIONS[operation], operation === 'article' ? { path: articlePath } : {});
      return { body: body as GraphQLAnswer, ms: Date.now() - started };
    },
  };
}

/** The value at a dotted path; `*` walks every item of a list (the result is then a list). */
export function valuesAt(data: unknown, path: string): unknown[] {
  let values: unknown[] = [data];
  for (const key of path.split('.')) {
    values = values.flatMap((v) => {
      if (v === null || v === undefined) return [v];
      if (key === '*') return Array.isArray(v) ? v : [undefined];
      return [(v as Record<string, unknown>)[key]];
    });
  }
  return values;
}

/** Whether an error's path lies under a dotted path pattern (`*` matches any list index). */
export function errorIsUnder(errorPath: (string | number)[] | undefined, pattern: string): boolean {
  if (!errorPath) return false;
  const keys = pattern.split('.');
  return keys.length <= errorPath.length && keys.every((k, i) => k === '*' || String(errorPath[i]) === k);
}
