/**
 * The ContentItem payload (upstream/README.md, CMS) and the SQL that reads it. Search answers leave
 * the HTML body out (lists stay small); the by-id calls include it.
 */
import type { cmsContracts, PayloadOf } from '@club/contracts';
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
  topic_list: { title: string; link: string }[] | string | null;
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

/** Columns of a ContentItem; `withBody` adds the HTML body. Topics come back in the item's own order. */
export function contentColumns(withBody: boolean): string {
  return `c.id, c.parent_id, c.content_type, c.title, c.abstract, ${withBody ? 'c.body, ' : ''}c.link, c.img_src,
    c.publication_date, cat.label AS category_label, cat.url AS category_url, c.collana, c.modello_didattico_type,
    c.occupations, c.specializations, c.professione, c.internal_tags, c.is_modleg, c.is_modscient, c.is_toolleg,
    c.is_toolscient, c.user_actions, c.related_components, c.embedded_content, c.has_continue_reading, c.has_topics, c.is_formativo, c.author, c.is_premium, c.course_id,
    COALESCE((SELECT json_agg(json_build_object('title', t.title, 'link', t.link) ORDER BY array_position(c.topics, t.slug))
              FROM cms_topics t WHERE t.slug = ANY(c.topics)), '[]'::json) AS topic_list`;
}

export function toContentItem(row: ContentRow): ContentItem {
  const topics = typeof row.topic_list === 'string' ? JSON.parse(row.topic_list) : (row.topic_list ?? []);
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
