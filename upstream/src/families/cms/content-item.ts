/**
 * The ContentItem payload (upstream/README.md, CMS) and the SQL that reads it. Search answers leave
 * the HTML body out (lists stay small); the by-id calls include it.
 */
import type { cmsContracts, PayloadOf } from '@club/contracts';
import type { Db } from '../../db';
import type { ContentTypeName } from './migration';

/** The ContentItem payload, as its contract (@club/contracts `contentItemSchema`) wants it. */
export type ContentItem = PayloadOf<typeof cmsContracts.contentById>;

export interface ContentRow {
  id: string;
  parent_id: string | null;
  content_type: ContentTypeName;
  title: string | null;
  abstract: string | null;
  body?: string | null;
  link: string;
  img_src: string | null;
  publication_date: Date | string;
  category_label: string | null;
  category_url: string | null;
  collana: string | null;
  modello_didattico_type: string | null;
  occupations: string[];
  specializations: string[];
  professione: string | null;
  internal_tags: string[];
  is_modleg: boolean;
  is_modscient: boolean;
  is_toolleg: boolean;
  is_toolscient: boolean;
  user_actions: string[];
  /** Topic slugs, in the item's own order. */
  topics: string[];
  related_components: string[];
  embedded_content: string | null;
  has_continue_reading: boolean;
  has_topics: boolean;
  is_formativo: boolean;
  author: string | null;
  is_premium: boolean;
  course_id: string | null;
}

/** FROM clause every content read uses: the row `c` with its category `cat`. */
export const CONTENT_FROM = `cms_contents c LEFT JOIN cms_categories cat ON cat.slug = c.category_slug`;

/** Columns of a ContentItem; `withBody` adds the HTML body. The topics are slugs: toContentItem names them. */
export function contentColumns(withBody: boolean): string {
  return `c.id, c.parent_id, c.content_type, c.title, c.abstract, ${withBody ? 'c.body, ' : ''}c.link, c.img_src,
    c.publication_date, cat.label AS category_label, cat.url AS category_url, c.collana, c.modello_didattico_type,
    c.occupations, c.specializations, c.professione, c.internal_tags, c.is_modleg, c.is_modscient, c.is_toolleg,
    c.is_toolscient, c.user_actions, c.related_components, c.embedded_content, c.has_continue_reading, c.has_topics, c.is_formativo, c.author, c.is_premium, c.course_id,
    c.topics`;
}

/** The topics' titles and links by slug (cms_topics: 49 rows of seed data). */
export type TopicIndex = ReadonlyMap<string, { title: string; link: string }>;

/** How long a read of cms_topics serves: no route writes the table, so this only bounds a hand edit's delay. */
const TOPIC_INDEX_TTL_MS = 30_000;
const topicIndexes = new WeakMap<Db, { readAt: number; index: Promise<TopicIndex> }>();

/**
 * cms_topics by slug, read at most once every 30 s per database: each item's topics are named from it
 * in JS instead of a JSON subquery per item (an aggregate, a sort and a scan of the topics for every row
 * of every content answer).
 */
export function topicIndex(db: Db): Promise<TopicIndex> {
  const cached = topicIndexes.get(db);
  if (cached && Date.now() - cached.readAt < TOPIC_INDEX_TTL_MS) return cached.index;
  const entry = {
    readAt: Date.now(),
    index: db
      .query<{ slug: string; title: string; link: string }>(`SELECT slug, title, link FROM cms_topics`)
      .then((rows): TopicIndex => new Map(rows.map((t) => [t.slug, { title: t.title, link: t.link }]))),
  };
  topicIndexes.set(db, entry);
  // A failed read is not kept: the next answer reads again.
  entry.index.catch(() => topicIndexes.get(db) === entry && topicIndexes.delete(db));
  return entry.index;
}

/**
 * The item's topics in its own order, each once (at its first place), unknown slugs left out: what
 * `json_agg(… ORDER BY array_position(c.topics, t.slug)) FROM cms_topics t WHERE t.slug = ANY(c.topics)` answers.
 */
function topicsOf(slugs: readonly string[], topics: TopicIndex): { title: string; link: string }[] {
  const seen = new Set<string>();
  const list: { title: string; link: string }[] = [];
  for (const slug of slugs) {
    const topic = topics.get(slug);
    if (!topic || seen.has(slug)) continue;
    seen.add(slug);
    list.push({ title: topic.title, link: topic.link });
  }
  return list;
}

/** ContentItems of rows read with contentColumns. */
export async function contentItems(db: Db, rows: readonly ContentRow[]): Promise<ContentItem[]> {
  if (rows.length === 0) return [];
  const topics = await topicIndex(db);
  return rows.map((row) => toContentItem(row, topics));
}

export function toContentItem(row: ContentRow, topicsBySlug: TopicIndex): ContentItem {
  const topics = topicsOf(row.topics, topicsBySlug);
  return {
    id: row.id,
    parent_id: row.parent_id,
    contentType: row.content_type,
    title: row.title,
    abstract: row.abstract,
    ...(row.body !== undefined ? { body: row.body } : {}),
    link: row.link,
    imgSrc: row.img_src,
    publicationDate: new Date(row.publication_date).toISOString(),
    category: row.category_label ? { label: row.category_label, url: row.category_url ?? '' } : null,
    collana: row.collana,
    modelloDidatticoType: row.modello_didattico_type,
    occupations: row.occupations,
    specializations: row.specializations,
    professione: row.professione,
    internalTags: row.internal_tags,
    flags: { isMODLEG: row.is_modleg, isMODSCIENT: row.is_modscient, isTOOLLEG: row.is_toolleg, isTOOLSCIENT: row.is_toolscient },
    userActions: row.user_actions,
    relatedComponents: row.related_components,
    topics,
    embeddedContent: row.embedded_content,
    hasContinueReading: row.has_continue_reading,
    hasTopics: row.has_topics,
    isFormativo: row.is_formativo,
    author: row.author,
    isPremium: row.is_premium,
    courseId: row.course_id,
  };
}
