/**
 * Translations of content item fields for GraphQL. Content types keep the spec's Italian spelling
 * upstream ('E-book', 'Film Formazione'); GraphQL enum values can't hold a dash or a space.
 */
import type { CmsContentType } from '@club/contracts';
import type { ContentAction, ContentType, RelatedComponent } from './generated/resolvers-types';

const LABEL_BY_TYPE: Readonly<Record<ContentType, CmsContentType>> = {
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

/** The way back; both tables are exhaustive, so a type added on either side must be named on the other. */
const TYPE_BY_LABEL: Readonly<Record<CmsContentType, ContentType>> = {
  Articolo: 'Articolo',
  News: 'News',
  Podcast: 'Podcast',
  Video: 'Video',
  'E-book': 'EBook',
  Guida: 'Guida',
  Faq: 'Faq',
  Modulo: 'Modulo',
  Infografica: 'Infografica',
  Tool: 'Tool',
  'Film Formazione': 'FilmFormazione',
  VideoClip: 'VideoClip',
  Webinar: 'Webinar',
};

const ACTIONS: ReadonlySet<string> = new Set<ContentAction>(['Share', 'Download', 'Print']);

/** The CMS's relatedComponents values; unknown ones (a block this portal doesn't have) are left out. */
const RELATED_COMPONENTS: ReadonlyMap<string, RelatedComponent> = new Map([
  ['Latest Content', 'LATEST_CONTENT'],
  ['Suggested Content', 'SUGGESTED_CONTENT'],
  ['Related Content', 'RELATED_CONTENT'],
]);

/** The upstream's Italian label of a GraphQL content type ('EBook' → 'E-book'). */
export function contentTypeLabel(type: ContentType): CmsContentType {
  return LABEL_BY_TYPE[type];
}

/**
 * The GraphQL content type of an upstream label ('Film Formazione' → 'FilmFormazione'); throws on
 * an unknown one (the contract already refuses such a payload: CMS_CONTENT_TYPES).
 */
export function contentTypeOf(label: string): ContentType {
  if (!isContentTypeLabel(label)) throw new Error(`Tipo di contenuto sconosciuto: ${label}`);
  return TYPE_BY_LABEL[label];
}

function isContentTypeLabel(label: string): label is CmsContentType {
  return Object.hasOwn(TYPE_BY_LABEL, label);
}

/** Text of the <h2> headings of an HTML body, in order (the 'Sommario' entries). */
export function headingsOf(html: string | null | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/gi)]
    .map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())
    .filter(Boolean);
}

/** The actions the portal knows among the item's userActions. */
export function knownUserActions(actions: readonly string[]): ContentAction[] {
  return actions.filter((a): a is ContentAction => ACTIONS.has(a));
}

/** The page blocks the portal knows among the item's relatedComponents, in the editors' order. */
export function knownRelatedComponents(components: readonly string[]): RelatedComponent[] {
  return components.flatMap((c) => RELATED_COMPONENTS.get(c) ?? []);
}
