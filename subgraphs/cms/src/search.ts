/**
 * The header search suggestions (spec 1 §2) and the search page (spec 3 §8-§9): one upstream round
 * trip per group or section, all in parallel; a failing group or section is left empty with its error
 * while the others show.
 */
import type { ContentItem, ContentQueryBody } from '@club/contracts';
import { listsEcmCourses } from '@club/policy';
import { badInput } from '@club/subgraph-kit';
import { GraphQLError } from 'graphql';
import type { Context } from './context';
import type { UpstreamCourseCard } from './datasources/fad-api';
import type { ResolversParentTypes, SearchSection, SearchSuggestionGroup, SearchSuggestionKind, SectionError } from './generated/resolvers-types';
import { withNewsRule } from './news-rule';
import { occupationOf } from './occupation';
import { MIN_TEXT_LENGTH, MIN_TEXT_MESSAGE, NEWEST_FIRST } from './search-input';

type SearchPage = ResolversParentTypes['SearchPage'];
type SearchResult = ResolversParentTypes['SearchResult'];
type SearchSectionResult = ResolversParentTypes['SearchSectionResult'];

/** Spec 1 §2: at most 5 suggestions per group. */
export const SUGGESTIONS_PER_GROUP = 5;

/** Spec 3 §9 search page sizes. */
export const INITIAL_SIZES: Readonly<Record<SearchSection, number>> = { NEWS: 6, MODULES: 8, TOOLS: 6, ECM: 6 };
export const SHOW_MORE_SIZES: Readonly<Record<SearchSection, number>> = { NEWS: 6, MODULES: 8, TOOLS: 8, ECM: 6 };
/** Spec 3 §8: the empty-result fallback suggests 3 news and 4 modules. */
const FALLBACK_SIZES = { NEWS: 3, MODULES: 4 } as const;

const SECTION_ORDER: readonly SearchSection[] = ['NEWS', 'MODULES', 'TOOLS', 'ECM'];

const LABELS: Readonly<Record<SearchSuggestionKind, string>> = {
  NEWS: 'News e approfondimenti',
  ECM: 'Corsi di Formazione ECM',
  MODULES: 'Risorse',
  TOOLS: 'Tool e calcolatori',
};
const SECTION_LABELS: Readonly<Record<SearchSection, string>> = { ...LABELS, MODULES: 'Moduli' };

/** Content filter of each content group: news leave Tools and Modules out. */
const CONTENT_FILTER: Readonly<Record<Exclude<SearchSection, 'ECM'>, Pick<ContentQueryBody, 'contentType' | 'exclude'>>> = {
  NEWS: { exclude: { contentType: ['Tool', 'Modulo'] } },
  MODULES: { contentType: ['Modulo'] },
  TOOLS: { contentType: ['Tool'] },
};

/** The searched text, trimmed; BAD_USER_INPUT under two characters (also enforced by the client). */
export function requiredSearchText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < MIN_TEXT_LENGTH) throw badInput(MIN_TEXT_MESSAGE, 'text');
  return trimmed;
}

function sectionError(err: unknown): SectionError {
  const ext = err instanceof GraphQLError ? err.extensions : {};
  return {
    code: typeof ext['code'] === 'string' ? ext['code'] : 'INTERNAL_SERVER_ERROR',
    service: typeof ext['service'] === 'string' ? ext['service'] : null,
    message: err instanceof Error ? err.message : String(err),
  };
}

interface Found {
  items: SearchResult[];
  total: number;
}

const contentResult = (item: ContentItem): SearchResult => ({
  id: item.id,
  title: item.title,
  abstract: item.abstract,
  href: item.link,
  imageUrl: item.imgSrc,
  content: item,
  course: null,
});

const courseResult = (card: UpstreamCourseCard & { slug?: string }): SearchResult => ({
  id: String(card.id),
  title: card.title,
  abstract: card.description,
  href: card.linkUrl ?? `/corsi-ecm-fad/${card.slug ?? card.id}`,
  imageUrl: card.imgUrl ?? card.image,
  content: null,
  course: { id: String(card.id) },
});

/** One upstream call for a section's page. */
async function findSection(section: SearchSection, text: string, offset: number, rows: number, { dataSources, viewer }: Context): Promise<Found> {
  if (section === 'ECM') {
    // Spec 2 §6 'ECM lists need the ecm wallet': no course for a trial or premium member without it, no upstream call.
    if (!listsEcmCourses(viewer)) return { items: [], total: 0 };
    // POST /FAD/Corsi pages by page number; sizes per section keep offsets on page boundaries.
    const answer = await dataSources.fad.searchCourses(text, rows, Math.floor(offset / rows) + 1);
    return { items: answer.resultList.map(courseResult), total: answer.totale };
  }
  const answer = await dataSources.cms.searchUngrouped(
    withNewsRule(viewer, {
      contains: text,
      ...CONTENT_FILTER[section],
      criteria: { rows, offset, orderCriteria: NEWEST_FIRST },
    }),
  );
  return { items: answer.docs.map(contentResult), total: answer.matches };
}

/** Header search: four groups of at most 5 items, fetched in parallel. */
export async function searchSuggestions(text: string, context: Context): Promise<SearchSuggestionGroup[]> {
  const searched = requiredSearchText(text);
  const kinds: SearchSuggestionKind[] = ['NEWS', 'ECM', 'MODULES', 'TOOLS'];
  const settled = await Promise.allSettled(kinds.map((kind) => findSection(kind, searched, 0, SUGGESTIONS_PER_GROUP, context)));
  return kinds.map((kind, i) => {
    const outcome = settled[i]!;
    if (outcome.status === 'rejected') return { kind, label: LABELS[kind], items: [], error: sectionError(outcome.reason) };
    const items = outcome.value.items.slice(0, SUGGESTIONS_PER_GROUP).map((r) => ({ id: r.id, title: r.title ?? 'Articolo senza titolo', href: r.href }));
    return { kind, label: LABELS[kind], items, error: null };
  });
}

/** Spec 3 §8: nothing matched anywhere: 3 news and 4 modules, by occupation unless the viewer is suspect. */
async function fallbackSections(context: Context): Promise<SearchSectionResult[]> {
  const userOccupation = await occupationOf(context.viewer, context);
  return Promise.all(
    (['NEWS', 'MODULES'] as const).map(async (section) => {
      try {
        const answer = await context.dataSources.cms.searchUngrouped(
          withNewsRule(context.viewer, {
            ...CONTENT_FILTER[section],
            userOccupation,
            criteria: { rows: FALLBACK_SIZES[section], offset: 0, fallback: true, orderCriteria: NEWEST_FIRST },
          }),
        );
        return { section, label: SECTION_LABELS[section], items: answer.docs.map(contentResult), total: 0, suggested: true, error: null };
      } catch (err) {
        return { section, label: SECTION_LABELS[section], items: [], total: 0, suggested: true, error: sectionError(err) };
      }
    }),
  );
}

/** The search page: the asked sections (all by default), their sizes, totals and the fallback. */
export async function searchPage(args: { text: string; sections?: SearchSection[] | null; offset?: number | null; rows?: number | null }, context: Context): Promise<SearchPage> {
  const text = requiredSearchText(args.text);
  const offset = Math.max(0, args.offset ?? 0);
  const sections = args.sections?.length ? SECTION_ORDER.filter((s) => args.sections!.includes(s)) : [...SECTION_ORDER];
  const sizeOf = (s: SearchSection) => args.rows ?? (offset > 0 ? SHOW_MORE_SIZES[s] : INITIAL_SIZES[s]);
  const settled = await Promise.allSettled(sections.map((s) => findSection(s, text, offset, sizeOf(s), context)));
  const results: SearchSectionResult[] = sections.map((section, i) => {
    const outcome = settled[i]!;
    return outcome.status === 'fulfilled'
      ? { section, label: SECTION_LABELS[section], items: outcome.value.items, total: outcome.value.total, suggested: false, error: null }
      : { section, label: SECTION_LABELS[section], items: [], total: 0, suggested: false, error: sectionError(outcome.reason) };
  });
  const total = results.reduce((sum, r) => sum + r.total, 0);
  const nothingFound = offset === 0 && total === 0 && results.every((r) => !r.error);
  if (!nothingFound) return { text, total, suggested: false, sections: results };
  return { text, total: 0, suggested: true, sections: await fallbackSections(context) };
}
