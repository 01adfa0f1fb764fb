/**
 * ContentQuery (spec 2 §3 'Content query' and §9 'Library search'): the translation of the body of
 * the EditorialContent searches (its schema is the routes' contract, @club/contracts) to a
 * parameterised WHERE / ORDER BY.
 */
import type { CONTENT_ORDER_FIELDS, ContentQuery } from '@club/contracts';
import { slugify } from './slug';

/** The column each order field reads. */
const ORDER_COLUMNS: Readonly<Record<(typeof CONTENT_ORDER_FIELDS)[number], string>> = {
  publicationDate: 'c.publication_date',
  updatedDate: 'c.updated_at',
  createdDate: 'c.created_at',
  professionDetail: 'c.professione',
  title: 'c.title',
};

export interface SqlFilter {
  /** `WHERE ...` or '' */
  where: string;
  params: unknown[];
  /** Human-readable filters, for `debug`. */
  described: string[];
}

/** Escapes LIKE wildcards so a member's text is matched literally. */
function likePattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * WHERE clause of a query. `relaxed` keeps only the type and exclusion filters: the fallback's
 * "latest items of the groups". It refers to the content row `c` alone, never to its category: the
 * counts read cms_contents without the category join (content-search.ts).
 */
export function buildFilter(q: ContentQuery, relaxed = false): SqlFilter {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const described: string[] = [];
  const add = (sql: (p: (value: unknown) => string) => string, description: string) => {
    clauses.push(sql((value) => {
      params.push(value);
      return `$${params.length}`;
    }));
    described.push(description);
  };

  if (q.contentType?.length) add((p) => `c.content_type = ANY(${p(q.contentType)}::text[])`, `contentType in ${q.contentType.join(', ')}`);
  if (q.exclude?.contentType?.length) add((p) => `c.content_type <> ALL(${p(q.exclude!.contentType)}::text[])`, `contentType not in ${q.exclude.contentType.join(', ')}`);
  if (q.exclude?.id?.length) add((p) => `c.id <> ALL(${p(q.exclude!.id)}::text[])`, `id not in ${q.exclude.id.length} ids`);

  if (!relaxed) {
    for (const word of (q.contains ?? '').split(/\s+/).filter(Boolean)) {
      add((p) => `c.search_text ILIKE ${p(likePattern(word))}`, `contains "${word}"`);
    }
    if (q.category?.length) {
      const wanted = q.category.map((c) => c.toLowerCase());
      // The categories' slugs first (a label or a slug names one), so the contents are found through the
      // category index; the same items as `lower(cat.label) = ANY(…) OR c.category_slug = ANY(…)`, since
      // every category_slug names a row of cms_categories (foreign key).
      add((p) => {
        const ph = p(wanted);
        return `c.category_slug = ANY(ARRAY(SELECT k.slug FROM cms_categories k WHERE lower(k.label) = ANY(${ph}::text[]) OR k.slug = ANY(${ph}::text[])))`;
      }, `category in ${q.category.join(', ')}`);
    }
    if (q.topics?.length) add((p) => `c.topics && ${p(q.topics!.map(slugify))}::text[]`, `topics in ${q.topics.join(', ')}`);
    if (q.internalTags?.length) add((p) => `c.internal_tags && ${p(q.internalTags)}::text[]`, `internalTags in ${q.internalTags.join(', ')}`);
    const occupation = q.userOccupation;
    if (occupation) {
      // Spec 2 §3 / spec 3 §7: the occupation and its details name the professions an item is for; items for everyone stay.
      const names = [...new Set([occupation.medicalOccupation, ...occupation.medicalOccupationDetail])];
      add((p) => `(c.occupations = '{}' OR c.occupations && ${p(names)}::text[])`, `for occupation ${names.join(', ')} or everyone`);
      if (occupation.medicalSpecialties.length) {
        add((p) => `(c.specializations = '{}' OR c.specializations && ${p(occupation.medicalSpecialties)}::text[])`, `for specialties ${occupation.medicalSpecialties.join(', ')} or everyone`);
      }
    }
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params, described };
}

/** ORDER BY expression (without the keywords); the id breaks ties so pages are stable. */
export function buildOrder(q: ContentQuery): string {
  const parts = q.criteria.orderCriteria.map((o) => `${ORDER_COLUMNS[o.field]} ${o.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`);
  return [...parts, 'c.id DESC'].join(', ');
}

export function describeOrder(q: ContentQuery): string {
  return q.criteria.orderCriteria.map((o) => `${o.field} ${o.direction}`).join(', ');
}
