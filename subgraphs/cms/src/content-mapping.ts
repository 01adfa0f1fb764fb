/**
 * Upstream ContentItem → GraphQL Content. Content types keep the spec's Italian spelling upstream
 * ('E-book', 'Film Formazione'); GraphQL enum values can't hold a dash or a space.
 */
import type { ContentItem } from './datasources/cms-api';
import type { Content, ContentAction, ContentType, RelatedComponent } from './generated/resolvers-types';

const LABEL_BY_TYPE: Readonly<Record<ContentType, string>> = {
  Articolo: 'Articolo',
  News: 'News',
  Podcast: 'Podcast',
  Video: 'Video',
  EBook: 'E-book',
  Guida: 'Guida',
  Faq: 'Faq',
  Modulo: 'Modulo',
  Infografica: 'Infografica',
  Tool: 'Tool',
  FilmFormazione: 'Film Formazione',
  VideoClip: 'VideoClip',
  Webinar: 'Webinar',
};

const TYPE_BY_LABEL: ReadonlyMap<string, ContentType> = new Map(
  (Object.entries(LABEL_BY_TYPE) as [ContentType, string][]).map(([type, label]) => [label, type]),
);

const ACTIONS: ReadonlySet<string> = new Set<ContentAction>(['Share', 'Download', 'Print']);

/** The CMS's relatedComponents values; unknown ones (a block this portal doesn't have) are left out. */
const RELATED_COMPONENTS: ReadonlyMap<string, RelatedComponent> = new Map([
  ['Latest Content', 'LATEST_CONTENT'],
  ['Suggested Content', 'SUGGESTED_CONTENT'],
  ['Related Content', 'RELATED_CONTENT'],
]);

/** The upstream's Italian label of a GraphQL content type ('EBook' → 'E-book'). */
export function contentTypeLabel(type: ContentType): string {
  return LABEL_BY_TYPE[type];
}

/** The GraphQL content type of an upstream label ('Film Formazione' → 'FilmFormazione'); throws on an unknown one. */
export function contentTypeOf(label: string): ContentType {
  const type = TYPE_BY_LABEL.get(label);
  if (!type) throw new Error(`Tipo di contenuto sconosciuto: ${label}`);
  return type;
}

/** Text of the <h2> headings of an HTML body, in order (the 'Sommario' entries). */
export function headingsOf(html: string | null | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi)]
    .map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())
    .filter(Boolean);
}

/** Content fields computed per viewer or with arguments, by resolvers/Content.ts (never by the mapping). */
type ComputedContentField = 'allowedActions' | 'isFavourite' | 'walletBlocked' | 'related' | 'readAlso' | 'paywalled';

/**
 * Maps an item. Search answers carry no body: `body` is then null here and the Content.body
 * resolver loads it (batched) only if the operation asks for it.
 */
export function toContent(item: ContentItem): Content {
  const mapped: Omit<Content, ComputedContentField> = {
    id: item.id,
    parentId: item.parent_id,
    contentType: contentTypeOf(item.contentType),
    contentTypeLabel: item.contentType,
    title: item.title,
    abstract: item.abstract,
    body: item.body ?? null,
    headings: headingsOf(item.body),
    link: item.link,
    imageUrl: item.imgSrc,
    publicationDate: item.publicationDate,
    category: item.category ? { label: item.category.label, url: item.category.url, pageName: null } : null,
    series: item.collana,
    teachingModelType: item.modelloDidatticoType,
    author: item.author,
    isPremium: item.isPremium,
    topics: item.topics,
    hasTopics: item.hasTopics,
    relatedComponents: item.relatedComponents.flatMap((c) => RELATED_COMPONENTS.get(c) ?? []),
    hasContinueReading: item.hasContinueReading,
    embeddedContent: item.embeddedContent,
    userActions: item.userActions.filter((a): a is ContentAction => ACTIONS.has(a)),
    flags: {
      legalModule: item.flags.isMODLEG,
      scientificModule: item.flags.isMODSCIENT,
      legalTool: item.flags.isTOOLLEG,
      scientificTool: item.flags.isTOOLSCIENT,
    },
    isTraining: item.isFormativo,
    occupations: item.occupations,
    specializations: item.specializations,
    profession: item.professione,
    internalTags: item.internalTags,
    courseId: item.courseId,
    course: item.courseId ? { id: item.courseId } : null,
  };
  // The computed fields have resolvers; the generated type (no mappers) still lists them.
  return mapped as Content;
}
