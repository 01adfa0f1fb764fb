import { createContext, useContext, type ReactNode } from 'react';

export const SITE_NAME = 'Club Professioni Sanitarie';

/** The description of a page that gives none of its own (index.html says the same). */
export const SITE_DESCRIPTION = 'Il club dei professionisti della salute: corsi ECM, news, servizi e convenzioni.';

/** A schema.org object written as JSON-LD (https://schema.org), `@context` added when written. */
export type StructuredData = { '@type': string } & Record<string, unknown>;

/**
 * What a page says of itself to search engines and link previews: its title, description, the
 * picture of its preview and its schema.org objects. The server-rendered page carries it in the HTML
 * the gateway sends (title, description, canonical URL, Open Graph, Twitter card, JSON-LD); in the
 * browser only the tab title follows navigation (useDocumentTitle), the rest matters to who reads the
 * HTML without running it.
 */
export interface PageHead {
  /** The portal's public origin ('https://club.example.it'): schema.org wants absolute addresses. */
  origin: string;
  title: string | null;
  description: string | null;
  /** An absolute path or URL of the preview picture. */
  image: string | null;
  /** Open Graph type: 'article' for articles, news and courses, 'website' otherwise. */
  type: 'website' | 'article';
  /** The page says what it was asked for does not exist (the not-found page): the gateway answers 404. */
  notFound: boolean;
  /** By kind ('BreadcrumbList', 'Article', 'Course', 'Organization'; a NewsArticle is kept as 'Article'): the last one a page gives of a kind wins. */
  structuredData: Map<string, StructuredData>;
}

export function emptyPageHead(origin: string): PageHead {
  return { origin, title: null, description: null, image: null, type: 'website', notFound: false, structuredData: new Map() };
}

type PageHeadPart = Partial<Omit<PageHead, 'structuredData' | 'origin'>> & { structuredData?: StructuredData | StructuredData[] | null | ((origin: string) => StructuredData | StructuredData[] | null) };

/** What the pages write their head through: only the server render provides one. */
interface PageHeadWriter {
  origin: string;
  write: (part: PageHeadPart) => void;
}

const PageHeadContext = createContext<PageHeadWriter | null>(null);

export function PageHeadProvider({ head, children }: { head: PageHead; children: ReactNode }) {
  return <PageHeadContext.Provider value={writerOf(head)}>{children}</PageHeadContext.Provider>;
}

function writerOf(head: PageHead): PageHeadWriter {
  return {
    origin: head.origin,
    write(part) {
      const structuredData = typeof part.structuredData === 'function' ? part.structuredData(head.origin) : part.structuredData;
      if (part.title !== undefined) head.title = part.title;
      if (part.description) head.description = part.description;
      if (part.image) head.image = part.image;
      if (part.type) head.type = part.type;
      if (part.notFound) head.notFound = true;
      for (const item of [structuredData ?? []].flat()) head.structuredData.set(item['@type'] === 'NewsArticle' ? 'Article' : item['@type'], item);
    },
  };
}

/**
 * Writes what a page says of itself into the server render's head (nothing in the browser). Called
 * while rendering, which is safe on the server: each render of the page writes the same values, and
 * the head is read once the last render is complete.
 */
export function usePageHead(part: PageHeadPart): void {
  useContext(PageHeadContext)?.write(part);
}

/** Text for a description: tags and runs of white space out, cut at a word to about 160 characters. */
export function plainDescription(text: string | null | undefined, max = 160): string | null {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The portal's origin: the browser's, or on the server the one the page is rendered for (the same, for hydration). */
export function useOrigin(): string {
  const head = useContext(PageHeadContext);
  return head?.origin ?? window.location.origin;
}
