/**
 * ContentQuery (spec 2 §3 'Content query' and §9 'Library search'): the zod schema of the body of
 * the EditorialContent searches and its translation to a parameterised WHERE / ORDER BY.
 */
import { z } from 'zod';
import { CONTENT_TYPES } from './migration';
import { slugify } from './slug';

/** Fields a search may be ordered by, and the column each one reads. */
const ORDER_COLUMNS = {
  publicationDate: 'c.publication_date',
  updatedDate: 'c.updated_at',
  createdDate: 'c.created_at',
  professionDetail: 'c.professione',
  title: 'c.title',
} as const;
const ORDER_FIELDS = Object.keys(ORDER_COLUMNS) as [keyof typeof ORDER_COLUMNS, ...(keyof typeof ORDER_COLUMNS)[]];

const contentType = z.enum(CONTENT_TYPES);
/**
 * Search text: Postgres text cannot hold NUL (the query would fail with a 500), and no search needs
 * control characters, so they are a 400 like any other malformed field. Tab and line breaks pass.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const text = z.string().refine((s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s), 'contiene caratteri di controllo');
const labels = z.array(text.trim().min(1)).max(100);

export const contentQuerySchema = z.object({
  /** Words that must all appear in the title, abstract or author (case-insensitive). */
  contains: text.max(200).optional(),
  /** Category labels or slugs. */
  category: labels.optional(),
  contentType: z.array(contentType).optional(),
  /** Topic titles or slugs. */
  topics: labels.optional(),
  exclude: z.object({ contentType: z.array(contentType).optional(), id: z.array(text).max(1000).optional() }).optional(),
  internalTags: labels.optional(),
  /** Profession of the member: items targeted to it or to everyone. */
  userOccupation: text.trim().min(1).optional(),
  // Library search criteria (spec 2 §3): the same profession filter, profession details, specialties, debug.
  medicalOccupation: text.trim().min(1).optional(),
  medicalOccupationDetail: labels.optional(),
  medicalSpecialties: labels.optional(),
  debug: z.boolean().optional(),
  criteria: z
    .object({
      /** Ungrouped: items per page (default 10). Grouped: at most this many groups (default all). */
      rows: z.number().int().min(0).max(999).optional(),
      /** Grouped: items per group. */
      groupingLimit: z.number().int().min(1).max(100).default(5),
      /** Ungrouped: items to skip. Grouped: items to skip inside each group. */
      offset: z.number().int().min(0).default(0),
      /** Extra items skipped before the offset (the news listing skips the 12 shown above it). */
      skip: z.number().int().min(0).default(0),
      /** When nothing matches, answer the latest items (keeping only type and exclusion filters) with fallback: true. */
      fallback: z.boolean().default(false),
      orderCriteria: z
        .array(z.object({ field: z.enum(ORDER_FIELDS), direction: z.enum(['asc', 'desc']).default('desc') }))
        .min(1)
        .max(5)
        .default([{ field: 'publicationDate', direction: 'desc' }]),
    })
    .prefault({}),
});

export type ContentQuery = z.infer<typeof contentQuerySchema>;

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
 * "latest items of the groups".
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
      add((p) => {
        const ph = p(wanted);
        return `(lower(cat.label) = ANY(${ph}::text[]) OR c.category_slug = ANY(${ph}::text[]))`;
      }, `category in ${q.category.join(', ')}`);
    }
    if (q.topics?.length) add((p) => `c.topics && ${p(q.topics!.map(slugify))}::text[]`, `topics in ${q.topics.join(', ')}`);
    if (q.internalTags?.length) add((p) => `c.internal_tags && ${p(q.internalTags)}::text[]`, `internalTags in ${q.internalTags.join(', ')}`);
    for (const occupation of new Set([q.userOccupation, q.medicalOccupation].filter((o): o is string => !!o))) {
      add((p) => `(c.occupations = '{}' OR ${p(occupation)} = ANY(c.occupations))`, `for occupation ${occupation} or everyone`);
    }
    if (q.medicalOccupationDetail?.length) add((p) => `c.professione = ANY(${p(q.medicalOccupationDetail)}::text[])`, `profession detail in ${q.medicalOccupationDetail.join(', ')}`);
    if (q.medicalSpecialties?.length) {
      add((p) => `(c.specializations = '{}' OR c.specializations && ${p(q.medicalSpecialties)}::text[])`, `for specialties ${q.medicalSpecialties.join(', ')} or everyone`);
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
